import type { RuntimeConfig } from '@tdx/contracts';
import { configureApi, mainApi } from './core';
import { TransportError } from './http/transport';
import { sidechain } from './instances';
import { fakeTransport, rpcAnswer } from './testing/fake-transport';

const config = {
  sidechain: { id: 'ssc-testnet', rpc: 'https://primary.test', rpcs: ['https://primary.test', 'https://fallback.test'], timeoutMs: 500 },
  hive: { rpc: 'https://hive.test', rpcs: [] },
  apiBaseURL: 'https://api.test',
} as unknown as RuntimeConfig;

describe('default clients', () => {
  it("try the user's typed node first, then the configured primary and fallbacks without repeats", async () => {
    const transport = fakeTransport((request) => {
      if (!request.url.startsWith('https://fallback.test')) throw new TransportError('down', 'network');
      return rpcAnswer(request, () => []);
    });
    configureApi({ config: () => config, preferredSidechainNode: () => 'https://mine.test', transport });
    await sidechain.find('tokens', 'tokens', {});
    expect(transport.requests.map((r) => new URL(r.url).origin)).toEqual(['https://mine.test', 'https://primary.test', 'https://fallback.test']);
  });

  it('start at a chosen listed node and fall over to the node after it, wrapping', async () => {
    const listed = { ...config, sidechain: { ...config.sidechain, rpcs: ['https://fallback.test', 'https://third.test'] } };
    const transport = fakeTransport((request) => {
      if (!request.url.startsWith('https://primary.test')) throw new TransportError('down', 'network');
      return rpcAnswer(request, () => []);
    });
    configureApi({ config: () => listed, preferredSidechainNode: () => 'https://fallback.test', transport });
    await sidechain.find('tokens', 'tokens', { chosen: true });
    expect(transport.requests.map((r) => new URL(r.url).origin)).toEqual(['https://fallback.test', 'https://third.test', 'https://primary.test']);
  });

  it('send the access token from the injected getter to the main API', async () => {
    const transport = fakeTransport(() => ({ status: 200, data: {} }));
    configureApi({ config: () => config, accessToken: () => 'jwt', transport });
    await mainApi.getSettings();
    expect(transport.requests[0]).toMatchObject({ url: 'https://api.test/settings', headers: { Authorization: 'Bearer jwt' } });
  });
});
