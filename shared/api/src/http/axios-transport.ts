import { sendTurns } from './send-turns';
import { TransportError, type HttpRequest, type HttpTransport } from './transport';

/** `a=1&list[]=x&list[]=y`; undefined and null are left out, objects go as JSON. */
export function queryString(params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((item) => append(`${key}[]`, item));
    else append(key, value);
  }
  return search.toString();
}

function urlOf(request: HttpRequest): string {
  const query = queryString(request.params);
  if (!query) return request.url;
  return `${request.url}${request.url.includes('?') ? '&' : '?'}${query}`;
}

/** JSON when the body parses as JSON, the text itself otherwise (a plain-text error message). */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The caller's abort signal and the request's own timeout, whichever fires first. */
function abortSignals(request: HttpRequest): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer =
    request.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          expired = true;
          controller.abort();
        }, request.timeoutMs);
  const forwardAbort = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', forwardAbort);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', forwardAbort);
    },
  };
}

/**
 * The default transport, on the browser's `fetch` (axios weighed 21 kB gzipped on the first page:
 * docs/DECISIONS.md), each request started when `awaitSendTurn` lets it (send-turns.ts: one per
 * task). Every HTTP status resolves; no answer, a timeout or an abort rejects with a
 * `TransportError`.
 */
export function createFetchTransport(awaitSendTurn: () => Promise<void> = sendTurns()): HttpTransport {
  return async (request) => {
    const abort = abortSignals(request);
    const hasBody = request.data !== undefined;
    try {
      await awaitSendTurn();
      const response = await fetch(urlOf(request), {
        method: request.method,
        headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...request.headers },
        body: hasBody ? JSON.stringify(request.data) : undefined,
        signal: abort.signal,
      });
      return { status: response.status, data: parseBody(await response.text()) };
    } catch (error) {
      if (abort.timedOut()) throw new TransportError(`No answer from ${request.url} within ${request.timeoutMs} ms`, 'timeout');
      throw new TransportError(error instanceof Error ? error.message : String(error), 'network');
    } finally {
      abort.done();
    }
  };
}

export const fetchTransport: HttpTransport = createFetchTransport();
