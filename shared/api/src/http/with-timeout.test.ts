import type { HttpRequest } from './transport';
import { sendWithTimeout } from './with-timeout';

describe('sendWithTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rejects with a timeout TransportError and aborts the hanging request', async () => {
    let seen: HttpRequest | undefined;
    const sent = sendWithTimeout(
      (request) => {
        seen = request;
        return new Promise(() => {});
      },
      { method: 'POST', url: 'https://slow.test' },
      300,
    );
    const expectation = expect(sent).rejects.toMatchObject({ name: 'TransportError', reason: 'timeout' });
    await jest.advanceTimersByTimeAsync(300);
    await expectation;
    expect(seen?.signal?.aborted).toBe(true);
    expect(seen?.timeoutMs).toBe(300);
  });

  it('passes a timely answer through', async () => {
    await expect(sendWithTimeout(async () => ({ status: 200, data: 1 }), { method: 'GET', url: 'https://fast.test' }, 300)).resolves.toEqual({ status: 200, data: 1 });
  });
});
