import { fakeTransport } from '../testing/fake-transport';
import { createRestClient } from './client';
import { createMainApi } from './main-api';

const mainApiAnswering = (status: number, data: unknown) => {
  const transport = fakeTransport(() => ({ status, data }));
  return { api: createMainApi(createRestClient({ baseUrl: () => 'https://api.test', transport: () => transport })), transport };
};

describe('main API', () => {
  it('reads settings, OpenHive settings and the market from their paths', async () => {
    const { api, transport } = mainApiAnswering(200, {});
    await api.getSettings();
    await api.getOpenHiveSettings();
    await api.getOpenHiveMarket({ nft: 'CITY', page: 2 });
    expect(transport.requests.map((r) => [r.url, r.params])).toEqual([
      ['https://api.test/settings', undefined],
      ['https://api.test/settings/openhive', undefined],
      ['https://api.test/openhive/market', { nft: 'CITY', page: 2 }],
    ]);
  });
});
