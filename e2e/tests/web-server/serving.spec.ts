import { expect, test } from '../../fixtures';
import { remoteOrigin } from '../../fixtures/site-origins';
import { hashedFilesOf, policyOf } from '../../pages/web-server';

test.describe('web server: serving the builds', () => {
  test('every page address gets the shell page, dotted ones included; a missing file is a 404', async ({ request }) => {
    for (const path of ['/', '/trade/SWAP.ETH', '/openhive/CITY/v1.2', '/wallet/', '/no/such/page']) {
      const response = await request.get(path);
      expect([path, response.status(), response.headers()['content-type']]).toEqual([path, 200, 'text/html; charset=utf-8']);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    for (const path of ['/missing.js', '/0123abcd.css', '/trade/SWAP.ETH/chunk.js']) {
      expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
    }
  });

  test('the page is never cached and gets a fresh style nonce each time, the one its policy allows', async ({ request }) => {
    const [first, second] = await Promise.all([request.get('/trade/BEE'), request.get('/trade/BEE')]);
    const nonceOf = async (response: typeof first) => /<meta name="csp-nonce" content="([0-9a-f]{32})"/.exec(await response.text())?.[1];
    const [one, two] = await Promise.all([nonceOf(first), nonceOf(second)]);
    expect(one).toBeDefined();
    expect(one).not.toBe(two);
    expect(policyOf(first).get('style-src')).toContain(`'nonce-${one}'`);
    expect(first.headers()['cache-control']).toBe('no-store');
  });

  test('hashed files are cached for a year and sent precompressed; the files naming them are revalidated', async ({ request }) => {
    const hashed = hashedFilesOf(await (await request.get('/')).text());
    expect(hashed.length).toBeGreaterThan(2);
    for (const file of hashed.filter((name) => name.endsWith('.js'))) {
      const brotli = await request.get(file, { headers: { 'accept-encoding': 'br' } });
      expect([file, brotli.headers()['cache-control'], brotli.headers()['content-encoding']]).toEqual([file, 'public, max-age=31536000, immutable', 'br']);
      expect((await request.get(file, { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
    }
    for (const file of ['/config.json', '/remotes.json', '/builds/latest.json', '/main.js']) {
      expect([file, (await request.get(file)).headers()['cache-control']]).toEqual([file, 'no-cache']);
    }
    expect(await (await request.get('/remotes.json')).json()).toMatchObject({ mf_trade: `${remoteOrigin('mf_trade')}/remoteEntry.js` });
  });

  test('a remote serves its files to the shell origin only, and no page fallback', async ({ request, baseURL }) => {
    const entry = await request.get(`${remoteOrigin('mf_wallet')}/remoteEntry.js`);
    expect(entry.headers()['access-control-allow-origin']).toBe(baseURL);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect((await request.get(`${remoteOrigin('mf_wallet')}/wallet`)).status()).toBe(404);
    expect((await request.get(`${remoteOrigin('mf_wallet')}/missing.js`)).status()).toBe(404);
  });
});
