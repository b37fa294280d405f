import axios, { isAxiosError } from 'axios';
import { sendTurns } from './send-turns';
import { TransportError, type HttpTransport } from './transport';

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/**
 * The default transport, on axios (its fetch adapter, the one the browser and Node both have), each
 * request started when `awaitSendTurn` lets it (send-turns.ts: one per task). Every HTTP status
 * resolves, with the body parsed as JSON when it is JSON and as text otherwise; no answer, a
 * timeout or an abort rejects with a `TransportError`.
 */
export function createAxiosTransport(awaitSendTurn: () => Promise<void> = sendTurns()): HttpTransport {
  const client = axios.create({
    adapter: 'fetch',
    headers: { Accept: 'application/json' },
    validateStatus: () => true,
  });
  return async (request) => {
    await awaitSendTurn();
    try {
      const response = await client.request({
        method: request.method,
        url: request.url,
        params: request.params,
        data: request.data,
        // Without a body axios would still label a POST as a form (Fastify answers 415): no type then.
        headers: request.data === undefined ? { ...request.headers, 'Content-Type': false } : request.headers,
        timeout: request.timeoutMs,
        signal: request.signal,
      });
      return { status: response.status, data: response.data as unknown };
    } catch (error) {
      if (isAxiosError(error) && TIMEOUT_CODES.has(error.code ?? '')) {
        throw new TransportError(`No answer from ${request.url} within ${request.timeoutMs} ms`, 'timeout');
      }
      throw new TransportError(error instanceof Error ? error.message : String(error), 'network');
    }
  };
}

export const axiosTransport: HttpTransport = createAxiosTransport();
