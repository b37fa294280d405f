/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { axiosTransport, createAxiosTransport } from './axios-transport';

/** What the test server saw of a request, echoed back as its answer. */
interface Echo {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const hanging = new Set<ServerResponse>();

function answer(request: IncomingMessage, response: ServerResponse, body: string): void {
  const path = new URL(request.url ?? '/', 'http://test').pathname;
  if (path === '/slow') {
    hanging.add(response);
    return;
  }
  if (path === '/busy') {
    response.writeHead(503, { 'content-type': 'text/plain' }).end('busy');
    return;
  }
  if (path === '/refused') {
    response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Invalid signature"}');
    return;
  }
  if (path === '/malformed') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('<html><body>502 Bad Gateway</body></html>');
    return;
  }
  const echo: Echo = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(echo));
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => answer(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  hanging.forEach((response) => response.destroy());
  hanging.clear();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('axiosTransport', () => {
  it('posts JSON with the bearer header and parses the JSON answer', async () => {
    const response = await axiosTransport({ method: 'POST', url: `${base}/contracts`, data: { a: 1 }, headers: { Authorization: 'Bearer t' } });
    expect(response.status).toBe(200);
    const echo = response.data as Echo;
    expect(echo).toMatchObject({ method: 'POST', url: '/contracts', body: '{"a":1}' });
    expect(echo.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/json', accept: 'application/json' });
  });

  it('labels a POST without a body with no content type (a server would refuse a form type)', async () => {
    const response = await axiosTransport({ method: 'POST', url: `${base}/auth/v2/me`, headers: { Authorization: 'Bearer t' } });
    const echo = response.data as Echo;
    expect(echo).toMatchObject({ method: 'POST', body: '' });
    expect(echo.headers).not.toHaveProperty('content-type');
    expect(echo.headers).toMatchObject({ authorization: 'Bearer t' });
  });

  it('appends the query to a GET (arrays as name[]) and sends no body', async () => {
    const response = await axiosTransport({ method: 'GET', url: `${base}/history?v=1`, params: { account: 'alice', limit: 5, list: ['x y', 2], skipped: undefined } });
    const echo = response.data as Echo;
    expect(new URL(echo.url, base).searchParams.toString()).toBe('v=1&account=alice&limit=5&list%5B%5D=x+y&list%5B%5D=2');
    expect(echo.body).toBe('');
    expect(echo.headers).not.toHaveProperty('content-type');
    expect(echo.headers).not.toHaveProperty('authorization');
  });

  it('resolves every status, with a JSON error body parsed and a plain-text one kept as text', async () => {
    await expect(axiosTransport({ method: 'GET', url: `${base}/refused` })).resolves.toEqual({ status: 401, data: { message: 'Invalid signature' } });
    await expect(axiosTransport({ method: 'GET', url: `${base}/busy` })).resolves.toEqual({ status: 503, data: 'busy' });
  });

  it('keeps a body labelled JSON that is not JSON as its text', async () => {
    await expect(axiosTransport({ method: 'GET', url: `${base}/malformed` })).resolves.toEqual({ status: 200, data: '<html><body>502 Bad Gateway</body></html>' });
  });

  it('rejects with a timeout TransportError when the service does not answer in time', async () => {
    const asked = Date.now();
    await expect(axiosTransport({ method: 'GET', url: `${base}/slow`, timeoutMs: 200 })).rejects.toMatchObject({
      name: 'TransportError',
      reason: 'timeout',
      message: `No answer from ${base}/slow within 200 ms`,
    });
    expect(Date.now() - asked).toBeLessThan(2_000);
  });

  it("follows the caller's abort as a network failure", async () => {
    const caller = new AbortController();
    const sent = axiosTransport({ method: 'GET', url: `${base}/slow`, timeoutMs: 5_000, signal: caller.signal });
    setTimeout(() => caller.abort(), 50);
    await expect(sent).rejects.toMatchObject({ name: 'TransportError', reason: 'network' });
  });

  it('turns a refused connection into a network TransportError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(axiosTransport({ method: 'GET', url: `http://127.0.0.1:${port}/` })).rejects.toMatchObject({ name: 'TransportError', reason: 'network' });
  });

  it('starts the request only when its send turn comes', async () => {
    let giveTurn = () => {};
    const transport = createAxiosTransport(() => new Promise<void>((resolve) => (giveTurn = resolve)));
    let answered = false;
    const sent = transport({ method: 'GET', url: `${base}/echo` }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    giveTurn();
    await expect(sent).resolves.toMatchObject({ status: 200 });
  });
});
