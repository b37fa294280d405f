import { createServer } from 'node:net';
import { mainApiService } from '../services/main-api/plugin';
import { defaultConfig } from './config';
import { settlePort } from './settle-port';
import { startDevnet, type RunningDevnet } from './start';

describe('startDevnet on port 0', () => {
  let devnet: RunningDevnet;
  const savedPublicUrl = process.env.DEVNET_PUBLIC_URL;

  beforeAll(async () => {
    delete process.env.DEVNET_PUBLIC_URL;
    devnet = await startDevnet({ config: defaultConfig({ port: 0, dataFile: null }), contracts: [], services: [mainApiService], clock: 'manual' });
  });
  afterAll(async () => {
    await devnet.close();
    if (savedPublicUrl !== undefined) process.env.DEVNET_PUBLIC_URL = savedPublicUrl;
  });

  it('advertises the port it is bound to in settings.nodes and the OpenHive api URLs', async () => {
    const boundPort = new URL(devnet.url).port;
    expect(Number(boundPort)).toBeGreaterThan(0);
    const settings = await (await fetch(`${devnet.url}/api/settings`)).json();
    expect(settings.nodes[0]).toBe(`http://localhost:${boundPort}/sidechain/0`);
    expect(settings.sidechain_rpc).toBe(`http://localhost:${boundPort}/sidechain/0`);
    const openhive = await (await fetch(`${devnet.url}/api/settings/openhive`)).json();
    const apis = Object.values(openhive.openhive as Record<string, { api: string }>).map((project) => project.api);
    expect(apis.length).toBeGreaterThan(0);
    expect(apis.every((api) => api === `http://localhost:${boundPort}/nftinfo`)).toBe(true);
    expect(devnet.runtime.config.port).toBe(Number(boundPort));
  });
});

describe('settlePort', () => {
  it('keeps a given port', async () => {
    await expect(settlePort(3917, '127.0.0.1')).resolves.toBe(3917);
  });

  it('turns 0 into a free port that can be bound', async () => {
    const port = await settlePort(0, '127.0.0.1');
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: '127.0.0.1' }, resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
