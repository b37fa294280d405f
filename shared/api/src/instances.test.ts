import type { RuntimeConfig } from '@tdx/contracts';
import { configureApi, DEFAULT_SERVICE_TIMEOUTS_MS, mainApi, priceApi } from './core';
import { TransportError } from './http/transport';
import { bridgeApi, evmBridgeApi, historyApi, infoApi, sidechain } from './instances';
import { fakeTransport, rpcAnswer } from './testing/fake-transport';

const config = {
  sidechain: { id: 'ssc-testnet', rpc: 'https://primary.test', rpcs: ['https://primary.test', 'https://fallback.test'], timeoutMs: 500 },
  hive: { rpc: 'https://hive.test', rpcs: [] },
  apiBaseURL: 'https://api.test',
  infoApiBaseURL: 'https://info.test',
  historyApi: 'https://history.test',
  bridgeApi: 'https://bridge.test',
  evmBridgeApis: { eth: 'https://eth.test', bsc: 'https://bsc.test', polygon: 'https://polygon.test' },
  priceApi: 'https://price.test',
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

  it('give every REST service its configured timeout, and the default where the config sets none', async () => {
    const transport = fakeTransport(() => ({ status: 200, data: { hive: 1 } }));
    const timed = { ...config, serviceTimeoutsMs: { main: 1_000, info: 2_000, history: 3_000, bridge: 4_000, evmBridge: 5_000 } } as RuntimeConfig;
    configureApi({ config: () => timed, transport });
    await mainApi.getSettings();
    await infoApi.get('x');
    await historyApi.accountHistory({});
    await bridgeApi.getCoins();
    await evmBridgeApi.bsc.get('x');
    await priceApi.getHivePrice();
    expect(transport.requests.map((r) => r.timeoutMs)).toEqual([1_000, 2_000, 3_000, 4_000, 5_000, DEFAULT_SERVICE_TIMEOUTS_MS.price]);
  });

  it('say which service did not answer, and after how long', async () => {
    configureApi({ config: () => ({ ...config, serviceTimeoutsMs: { info: 3_000 } }) as RuntimeConfig, transport: () => Promise.reject(new TransportError('no answer', 'timeout')) });
    await expect(infoApi.ohlcv('BEE', 'daily')).rejects.toThrow('The info service did not answer in 3 s');
    await expect(evmBridgeApi.polygon.loadSupportedTokens()).rejects.toThrow('The Polygon bridge did not answer in 10 s');
  });
});
