import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { appRequestHandler, isFilePath, isPagePath, servingFor, type Serving } from './app-serving';

describe('servingFor', () => {
  it('serves the shell on 3000 and the remotes on 3101–3107 in area order', () => {
    expect(servingFor('shell')).toEqual({ port: 3000, isHost: true });
    expect(
      ['mf-trade', 'mf-swap', 'mf-wallet', 'mf-nft-openhive', 'mf-contracts', 'mf-bridge', 'mf-admin'].map((dir) => servingFor(dir).port),
    ).toEqual([3101, 3102, 3103, 3104, 3105, 3106, 3107]);
  });

  it('refuses an unknown folder', () => {
    expect(() => servingFor('mf-unknown')).toThrow('Unknown app folder mf-unknown');
  });
});

describe('isFilePath', () => {
  it('takes the extensions a build writes, and no token symbol or group name', () => {
    expect(['/main.js', '/area-start.3f9a.js', '/main.css', '/remotes.json', '/favicon.ico', '/mf-manifest.json'].every(isFilePath)).toBe(true);
    expect(['/trade/SWAP.ETH', '/history/SWAP.HIVE', '/openhive/NFTSR/Series.One', '/openhive/STAR/v1.2', '/tokens'].some(isFilePath)).toBe(false);
  });
});

describe('isPagePath', () => {
  it('matches the manifest and its redirects, one segment per parameter', () => {
    expect(['/openhive/NFTSR/art.png', '/trade/SWAP.ETH', '/dao/fund.json', '/wallet', '/wallet/'].every(isPagePath)).toBe(true);
    expect(['/main.js', '/openhive/NFTSR', '/trade/A/B', '/nosuch'].some(isPagePath)).toBe(false);
  });
});

describe('appRequestHandler', () => {
  let dist: string;
  const servers: http.Server[] = [];

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tdx-serving-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(dist, 'main.js'), 'console.log("main")');
    fs.writeFileSync(path.join(dist, 'main.js.br'), zlib.brotliCompressSync('console.log("main")'));
  });

  afterAll(async () => {
    await Promise.all(
      servers.map((server) => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(resolve));
      }),
    );
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function serve(serving: Serving): Promise<string> {
    const server = http.createServer(appRequestHandler(dist, serving));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  describe('for the shell', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await serve({ port: 0, isHost: true });
    });

    it.each(['/trade/SWAP.ETH', '/history/SWAP.HIVE', '/openhive/NFTSR/Series.One', '/openhive/NFTSR/art.png', '/trade/BEE', '/no/such/page', '/'])(
      'answers the page address %s with index.html',
      async (address) => {
        const response = await fetch(origin + address);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await response.text()).toContain('<title>shell</title>');
      },
    );

    it('answers a real file as that file, precompressed for a browser that takes brotli', async () => {
      const response = await fetch(`${origin}/main.js`, { headers: { 'accept-encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(await response.text()).toBe('console.log("main")');
    });

    it('answers a missing file with 404, not the page', async () => {
      const response = await fetch(`${origin}/chunk.deadbeef.js`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<title>');
    });
  });

  describe('for a remote', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await serve({ port: 0, isHost: false });
    });

    it('answers its files to any origin', async () => {
      const response = await fetch(`${origin}/main.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('has no page fallback', async () => {
      expect((await fetch(`${origin}/trade/SWAP.ETH`)).status).toBe(404);
    });
  });
});
