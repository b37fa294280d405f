import { fakeTransport } from '../testing/fake-transport';
import { createRestClient } from './client';
import { ApiError } from './errors';

describe('REST client', () => {
  it('joins base and path, passes params through and sends the bearer token when one exists', async () => {
    let token: string | undefined = 'access-1';
    const transport = fakeTransport(() => ({ status: 200, data: { ok: true } }));
    const client = createRestClient({ baseUrl: () => 'https://api.test/', transport: () => transport, bearer: () => token });

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

  it.each([
    [{ message: 'Invalid signature' }, 'Invalid signature'],
    [{ error: 'Provided timestamp is too old' }, 'Provided timestamp is too old'],
    ['Bad gateway', 'Bad gateway'],
    [{ errors: ['an error occured'] }, 'Request failed with status 400'],
  ])('rejects a non-2xx answer %j with ApiError "%s"', async (body, message) => {
    const client = createRestClient({ baseUrl: () => 'https://api.test', transport: () => fakeTransport(() => ({ status: 400, data: body })) });
    const failure = client.get('x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message });
  });
});
