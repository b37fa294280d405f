import type { ServicePlugin } from '../devnet';
import { createTestServer, type TestServer } from '../services/common/test-server';

const LARGE = { rows: Array.from({ length: 200 }, (_, id) => ({ id, symbol: 'BEE', price: '0.25000000' })) };
const SMALL = { ok: true };

const sizedService: ServicePlugin = (app) => {
  app.get('/sized/large', async () => LARGE);
  app.get('/sized/small', async () => SMALL);
};

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer([sizedService]);
});
afterAll(() => server.close());

describe('response compression', () => {
  it('sends bodies of 1 kB or more brotli-compressed to clients that accept it, decoding to the same JSON', async () => {
    const response = await server.request({ url: '/sized/large', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.json()).toEqual(LARGE);
  });

  it('falls back to gzip', async () => {
    const response = await server.request({ url: '/sized/large', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.json()).toEqual(LARGE);
  });

  it('leaves small bodies and clients that accept no encoding alone', async () => {
    const small = await server.request({ url: '/sized/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    const identity = await server.request({ url: '/sized/large', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.json()).toEqual(LARGE);
  });
});
