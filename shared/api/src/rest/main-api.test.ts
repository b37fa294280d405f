import { fakeTransport } from '../testing/fake-transport';
import { createRestClient } from './client';
import { createMainApi } from './main-api';

const mainApiAnswering = (status: number, data: unknown) => {
  const transport = fakeTransport(() => ({ status, data }));
  return { api: createMainApi(createRestClient({ serviceName: 'The main API', baseUrl: () => 'https://api.test', timeoutMs: () => 1_000, transport: () => transport })), transport };
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

  it('sends a settings update as PUT settings with the patch as body and answers the saved settings', async () => {
    const { api, transport } = mainApiAnswering(200, { maintenance: true });
    await expect(api.updateSettings({ maintenance: true })).resolves.toEqual({ maintenance: true });
    expect(transport.requests.map((r) => [r.method, r.url, r.data])).toEqual([['PUT', 'https://api.test/settings', { maintenance: true }]]);
  });

  it('rejects a refused settings update with the server message and status', async () => {
    const { api } = mainApiAnswering(403, { message: 'Admin scope required' });
    await expect(api.updateSettings({ maintenance: true })).rejects.toMatchObject({ status: 403, message: 'Admin scope required' });
  });
});
