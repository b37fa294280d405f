import { expect, test } from '../../fixtures';
import { remoteFiles, SECURITY_HEADERS } from '../../pages/web-server';

const HSTS = 'strict-transport-security';

function expectSecurityHeaders(url: string, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const sent = headers[name];
    if (typeof value === 'string') expect([url, name, sent]).toEqual([url, name, value]);
    else expect([url, name, sent]).toEqual([url, name, expect.stringMatching(value)]);
  }
}

test.describe('web server: security headers', () => {
  test('the shell page carries every header on each page address', async ({ page }) => {
    for (const path of ['/', '/trade/BEE', '/wallet', '/no/such/page']) {
      const response = await page.goto(path);
      expectSecurityHeaders(path, (await response?.allHeaders()) ?? {});
    }
  });

  test("every remote's entry, file list and parcel files carry every header", async ({ request }) => {
    const files = await remoteFiles(request);
    expect(files).toHaveLength(21);
    for (const url of files) {
      const response = await request.get(url);
      expect([url, response.status()]).toEqual([url, 200]);
      expectSecurityHeaders(url, response.headers());
    }
  });

  test('HSTS is sent over https (here: behind a TLS proxy) and not over plain http', async ({ request }) => {
    expect((await request.get('/')).headers()[HSTS]).toBeUndefined();
    const behindTls = await request.get('/trade/BEE', { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers()[HSTS]).toBe('max-age=63072000; includeSubDomains');
  });

  test('another site cannot frame the shell', async ({ page, baseURL }) => {
    await page.goto('http://localhost:3900/__devnet/status');
    const blocked = new Promise<boolean>((resolve) => {
      page.on('response', (response) => {
        if (response.url().startsWith(`${baseURL}/`)) resolve(response.headers()['x-frame-options'] === 'DENY');
      });
    });
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      document.body.append(frame);
    }, `${baseURL}/trade/BEE`);
    expect(await blocked).toBe(true);
    await expect.poll(() => page.frames()[1]?.evaluate(() => document.title).catch(() => 'blocked')).not.toMatch(/Tribaldex|BEE/);
  });
});
