import { createTestServer, type TestServer } from '../common/test-server';
import { seededTables } from '../common/test-seed';
import { mainApiService } from '../main-api/plugin';
import { nftInfoService } from './plugin';

// Building the seed takes a few seconds, more on a loaded machine.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([mainApiService, nftInfoService], seededTables(['nft', 'nftmarket']));
});
afterAll(() => server.close());

describe('NFT project info', () => {
  it('answers arts/info for NFTSR series, with pick', async () => {
    const response = await server.request({ method: 'POST', url: '/nftinfo/arts/info', payload: { series: ['lumina_0'], pick: ['name', 'editions'] } });
    expect(response.json()).toEqual([{ series: 'lumina_0', name: 'lumina_0', editions: expect.any(Number) }]);
  });

  it('answers collectibles/info for a site, dcity names and punk hashes', async () => {
    const cities = (await server.request({ url: '/nftinfo/dcity/names' })).json();
    expect(cities.length).toBeGreaterThan(0);
    const collectible = (await server.request({ method: 'POST', url: '/nftinfo/collectibles/info?site=dcity.io', payload: { series: cities[0].series } })).json();
    expect(collectible).toEqual([cities[0]]);
    const punks = (await server.request({ url: '/nftinfo/punks/hashes' })).json();
    const [first] = (await server.request({ url: `/nftinfo/punks/hashes?select=${encodeURIComponent(punks[0].series)}` })).json();
    expect(first).toEqual(punks[0]);
  });

  it('refuses a missing series and an unknown site', async () => {
    expect((await server.request({ method: 'POST', url: '/nftinfo/photos/info', payload: {} })).statusCode).toBe(400);
    expect((await server.request({ method: 'POST', url: '/nftinfo/collectibles/info?site=evil.example', payload: { series: 'x' } })).statusCode).toBe(400);
  });
});

describe('GET /api/openhive/market on the seeded sell books', () => {
  it('lists priced instances joined with their properties, grouped and paged', async () => {
    const listings = (await server.request({ url: '/api/openhive/market?symbol=CITY&sort=price_asc&limit=5' })).json();
    expect(listings.length).toBeGreaterThan(0);
    expect(listings[0]).toMatchObject({ nftSymbol: 'CITY', nftId: expect.any(String), price: expect.any(String), grouping: expect.any(String) });
    const group = listings[0].grouping;
    const inGroup = (await server.request({ url: `/api/openhive/market?symbol=CITY&group=${encodeURIComponent(group)}` })).json();
    expect(inGroup.every((l: { grouping: string }) => l.grouping === group)).toBe(true);
  });
});
