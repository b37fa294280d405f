import { createTestServer, type TestServer } from '../common/test-server';
import { bridgeService } from './plugin';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([bridgeService]);
});
afterAll(() => server.close());

describe('bridge API', () => {
  it('lists coins with the fields the client reads, including hiveengine coins it must skip', async () => {
    const coins = (await server.request({ url: '/bridge/coins/' })).json();
    expect(coins).toContainEqual(expect.objectContaining({ symbol: 'BTC', display_name: 'Bitcoin', coin_type: 'crypto' }));
    expect(coins).toContainEqual(expect.objectContaining({ symbol: 'SWAP.BTC', coin_type: 'hiveengine' }));
  });

  it('lists pairs from coin to pegged token and back', async () => {
    const pairs = (await server.request({ url: '/bridge/pairs' })).json();
    expect(pairs).toContainEqual({ from_coin_symbol: 'BTC', to_coin_symbol: 'SWAP.BTC', exchange_rate: '1.00000000' });
    expect(pairs).toContainEqual({ from_coin_symbol: 'SWAP.BTC', to_coin_symbol: 'BTC', exchange_rate: '1.00000000' });
  });

  it('gives a deposit address, or account and memo for memo coins and withdrawals', async () => {
    const deposit = (await server.request({ method: 'POST', url: '/bridge/convert/', payload: { from_coin: 'BTC', to_coin: 'SWAP.BTC', destination: 'alice' } })).json();
    expect(deposit).toMatchObject({ address: expect.stringMatching(/^devnetbtc1[0-9a-f]{32}$/), account: null, memo: null });
    const eos = (await server.request({ method: 'POST', url: '/bridge/convert/', payload: { from_coin: 'EOS', to_coin: 'SWAP.EOS', destination: 'alice' } })).json();
    expect(eos).toMatchObject({ address: null, account: 'graphene-swap', memo: 'alice' });
    const withdrawal = (
      await server.request({ method: 'POST', url: '/bridge/convert/', payload: { from_coin: 'SWAP.LTC', to_coin: 'LTC', destination: 'ltc1qexampleaddress0000' } })
    ).json();
    expect(withdrawal).toMatchObject({ account: 'graphene-swap', memo: 'LTC ltc1qexampleaddress0000' });
  });

  it.each([
    [{ from_coin: 'BTC', to_coin: 'SWAP.LTC', destination: 'alice' }, 'No conversion from BTC to SWAP.LTC'],
    [{ from_coin: 'BTC', to_coin: 'SWAP.BTC', destination: 'Not A User' }, 'destination must be a Hive account name'],
    [{ from_coin: 'SWAP.BTC', to_coin: 'BTC', destination: '<script>' }, 'destination must be a BTC address'],
    [{ from_coin: 'BTC' }, 'from_coin, to_coin and destination are required'],
  ])('refuses convert %j with 400', async (payload, message) => {
    const response = await server.request({ method: 'POST', url: '/bridge/convert/', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('pages the seeded conversions per account, newest first', async () => {
    const deposits = (await server.request({ url: '/bridge/conversions/?limit=20&offset=0&to_address=alice' })).json();
    expect(deposits).toMatchObject({ count: 1, next: null, previous: null });
    expect(deposits.results[0]).toMatchObject({ from_coin_symbol: 'BTC', to_coin_symbol: 'SWAP.BTC', to_amount: '0.01488750', ex_fee: '0.00011250' });
    const withdrawals = (await server.request({ url: '/bridge/conversions?deposit__from_account=bob&limit=1' })).json();
    expect(withdrawals.results.map((c: { to_coin_symbol: string }) => c.to_coin_symbol)).toEqual(['BTC']);
    expect((await server.request({ url: '/bridge/conversions?limit=0' })).statusCode).toBe(400);
  });
});
