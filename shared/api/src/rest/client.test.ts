import { TransportError, type HttpTransport } from '../http/transport';
import { fakeTransport } from '../testing/fake-transport';
import { createRestClient, type RestClientOptions } from './client';
import { ApiError } from './errors';

const clientOver = (transport: HttpTransport, options: Partial<RestClientOptions> = {}) =>
  createRestClient({ serviceName: 'The history service', baseUrl: () => 'https://api.test', timeoutMs: () => 15_000, transport: () => transport, ...options });

describe('REST client', () => {
  it('joins base and path, passes params through and sends the bearer token when one exists', async () => {
    let token: string | undefined = 'access-1';
    const transport = fakeTransport(() => ({ status: 200, data: { ok: true } }));
    const client = clientOver(transport, { baseUrl: () => 'https://api.test/', bearer: () => token });

    await expect(client.get('/settings', { a: 1 })).resolves.toEqual({ ok: true });
    token = undefined;
    await client.post('auth/v2/me', { x: 1 });
    await client.post('auth/v2/refresh', {}, { bearer: 'refresh-1' });

    expect(transport.requests.map((r) => [r.method, r.url, r.params ?? r.data, r.headers])).toEqual([
      ['GET', 'https://api.test/settings', { a: 1 }, { Authorization: 'Bearer access-1' }],
      ['POST', 'https://api.test/auth/v2/me', { x: 1 }, undefined],
      ['POST', 'https://api.test/auth/v2/refresh', {}, { Authorization: 'Bearer refresh-1' }],
    ]);
  });

  it("gives every request the service's timeout as it is configured at call time, unless the call sets its own", async () => {
    let timeoutMs = 15_000;
    const transport = fakeTransport(() => ({ status: 200, data: [] }));
    const client = clientOver(transport, { timeoutMs: () => timeoutMs });
    await client.get('accountHistory');
    timeoutMs = 2_500;
    await client.put('settings', {});
    await client.get('accountHistory', undefined, { timeoutMs: 500 });
    expect(transport.requests.map((r) => r.timeoutMs)).toEqual([15_000, 2_500, 500]);
  });

  it('names the service and its wait when no answer came in time', async () => {
    const client = clientOver(() => Promise.reject(new TransportError('No answer from https://api.test/accountHistory within 2500 ms', 'timeout')), { timeoutMs: () => 2_500 });
    await expect(client.get('accountHistory')).rejects.toMatchObject({ name: 'TransportError', reason: 'timeout', message: 'The history service did not answer in 2.5 s' });
  });

  it('passes a network failure on as it came', async () => {
    const failure = new TransportError('Failed to fetch', 'network');
    await expect(clientOver(() => Promise.reject(failure)).get('x')).rejects.toBe(failure);
  });

  it.each([
    [{ message: 'Invalid signature' }, 'Invalid signature'],
    [{ error: 'Provided timestamp is too old' }, 'Provided timestamp is too old'],
    ['Bad gateway', 'Bad gateway'],
    [{ errors: ['an error occured'] }, 'Request failed with status 400'],
  ])('rejects a non-2xx answer %j with ApiError "%s"', async (body, message) => {
    const failure = clientOver(fakeTransport(() => ({ status: 400, data: body }))).get('x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message });
  });
});
