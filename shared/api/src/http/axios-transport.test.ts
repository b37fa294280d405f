import { createFetchTransport, fetchTransport, queryString } from './fetch-transport';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number, text: string) => ({ status, text: async () => text });

function sentInit(): RequestInit {
  return fetchMock.mock.calls[0][1] as RequestInit;
}

describe('queryString', () => {
  it('encodes values, repeats arrays with [] and leaves out empty ones', () => {
    expect(queryString({ symbol: 'BEE', limit: 5, a: undefined, b: null, list: ['x y', 2], q: { $in: [1] } })).toBe(
      'symbol=BEE&limit=5&list%5B%5D=x+y&list%5B%5D=2&q=%7B%22%24in%22%3A%5B1%5D%7D',
    );
  });
});

describe('fetchTransport', () => {
  it('posts JSON with the caller headers and parses a JSON answer', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"ok":true}'));
    const response = await fetchTransport({ method: 'POST', url: 'https://n/contracts', data: { a: 1 }, headers: { Authorization: 'Bearer t' } });
    expect(response).toEqual({ status: 200, data: { ok: true } });
    expect(fetchMock.mock.calls[0][0]).toBe('https://n/contracts');
    expect(sentInit()).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer t' },
    });
  });

  it('appends the query to a GET and sends no body', async () => {
    fetchMock.mockResolvedValue(answer(200, '[]'));
    await fetchTransport({ method: 'GET', url: 'https://n/history?v=1', params: { account: 'alice' } });
    expect(fetchMock.mock.calls[0][0]).toBe('https://n/history?v=1&account=alice');
    expect(sentInit().body).toBeUndefined();
    expect(sentInit().headers).not.toHaveProperty('Content-Type');
  });

  it('resolves every status and keeps a plain-text body as text', async () => {
    fetchMock.mockResolvedValue(answer(503, 'busy'));
    await expect(fetchTransport({ method: 'GET', url: 'https://n' })).resolves.toEqual({ status: 503, data: 'busy' });
  });

  it('turns a network failure into a network TransportError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchTransport({ method: 'GET', url: 'https://n' })).rejects.toMatchObject({ name: 'TransportError', reason: 'network', message: 'Failed to fetch' });
  });

  it('starts the request only when its send turn comes', async () => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    let giveTurn = () => {};
    const transport = createFetchTransport(() => new Promise<void>((resolve) => (giveTurn = resolve)));
    const sent = transport({ method: 'GET', url: 'https://n' });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    giveTurn();
    await sent;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe('with a timeout', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    // As the browser's fetch: a signal aborted before the call rejects at once.
    const hangUntilAborted = (_url: string, init: RequestInit) =>
      new Promise((_, reject) => {
        if (init.signal?.aborted) reject(new Error('aborted'));
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });

    it('aborts the request and rejects with a timeout TransportError', async () => {
      fetchMock.mockImplementation(hangUntilAborted);
      const sent = fetchTransport({ method: 'GET', url: 'https://slow', timeoutMs: 100 });
      const expectation = expect(sent).rejects.toMatchObject({ name: 'TransportError', reason: 'timeout' });
      await jest.advanceTimersByTimeAsync(100);
      await expectation;
      expect(sentInit().signal?.aborted).toBe(true);
    });

    it('follows the caller abort signal as a network failure', async () => {
      fetchMock.mockImplementation(hangUntilAborted);
      const caller = new AbortController();
      const sent = fetchTransport({ method: 'GET', url: 'https://slow', timeoutMs: 1000, signal: caller.signal });
      caller.abort();
      await expect(sent).rejects.toMatchObject({ reason: 'network' });
    });
  });
});
