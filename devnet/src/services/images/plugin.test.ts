import { createTestServer, type TestServer } from '../common/test-server';
import { imagesService } from './plugin';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([imagesService]);
});
afterAll(() => server.close());

describe('images', () => {
  it('serves a deterministic SVG avatar', async () => {
    const first = await server.request({ url: '/images/u/alice/avatar' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.get('content-type')).toContain('image/svg+xml');
    expect(first.body).toContain('>A</text>');
    expect((await server.request({ url: '/images/u/alice/avatar/small' })).body).toContain('width="64"');
    expect((await server.request({ url: '/images/u/alice/avatar' })).body).toBe(first.body);
  });

  it('proxies http(s) sources as placeholders, by query or by path', async () => {
    const byQuery = await server.request({ url: `/images/proxy?url=${encodeURIComponent('https://images.example/a.png')}` });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.headers.get('content-security-policy')).toContain("default-src 'none'");
    const byPath = await server.request({ url: '/images/0x0/https://images.example/a.png' });
    expect(byPath.body).toBe(byQuery.body);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'garbage'])('refuses %s without echoing it', async (source) => {
    const response = await server.request({ url: `/images/proxy?url=${encodeURIComponent(source)}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('alert');
    expect(response.body).not.toContain('garbage');
  });

  it('refuses an invalid account name for an avatar', async () => {
    expect((await server.request({ url: '/images/u/%3Cscript%3E/avatar' })).statusCode).toBe(400);
  });
});
