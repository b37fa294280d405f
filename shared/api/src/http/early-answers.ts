import type { EarlyAnswer } from '@tdx/contracts';
import type { HttpRequest, HttpTransport } from './transport';

const isJsonRpcMessage = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'jsonrpc' in value;

/** The body as compared: a JSON-RPC call's `id` is the sender's own and does not count. */
function comparableBody(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  return JSON.stringify(isJsonRpcMessage(body) ? { ...body, id: undefined } : body);
}

const sameRequest = (answer: EarlyAnswer, request: HttpRequest) =>
  answer.method === request.method &&
  answer.url === request.url &&
  request.params === undefined &&
  comparableBody(answer.body) === comparableBody(request.data);

/** A JSON-RPC answer carries the id of the request that takes it. */
function withRequestId(data: unknown, request: HttpRequest): unknown {
  const id = (request.data as { id?: unknown } | undefined)?.id;
  return id !== undefined && isJsonRpcMessage(data) ? { ...data, id } : data;
}

/**
 * How long after it is set up (the start-up's first step) an early answer may still serve a
 * request. The start-up's own reads come within it; an answer no request took by then is stale
 * (the settings refresh 15 minutes later must read fresh ones), so every one left is dropped.
 */
export const EARLY_ANSWER_WINDOW_MS = 10_000;

/**
 * Sends through `transport`, except that the first request identical to one the page's boot script
 * already sent (same method, address and body) takes that answer, within `EARLY_ANSWER_WINDOW_MS`.
 * Each answer serves one request; one that failed is sent again. The boot script asks only for
 * public data, so the request's headers are not compared.
 */
export function withEarlyAnswers(transport: HttpTransport, answers: EarlyAnswer[], now: () => number = () => performance.now()): HttpTransport {
  const setUpAt = now();
  return async (request) => {
    if (now() - setUpAt > EARLY_ANSWER_WINDOW_MS) answers.splice(0);
    const index = answers.findIndex((answer) => sameRequest(answer, request));
    if (index < 0) return transport(request);
    const [answer] = answers.splice(index, 1);
    try {
      const { status, data } = await answer.response;
      return { status, data: withRequestId(data, request) };
    } catch {
      return transport(request);
    }
  };
}
