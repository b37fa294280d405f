import type { HttpRequest, HttpResponse, HttpTransport } from '../http/transport';

export type FakeHandler = (request: HttpRequest) => HttpResponse | Promise<HttpResponse>;

/** A transport answering from `handler`, recording every request (for tests). */
export function fakeTransport(handler: FakeHandler): HttpTransport & { requests: HttpRequest[] } {
  const requests: HttpRequest[] = [];
  const transport = async (request: HttpRequest) => {
    requests.push(request);
    return handler(request);
  };
  return Object.assign(transport, { requests });
}

/** Answers a JSON-RPC request (single or batch) with `result(method, params)` per call. */
export function rpcAnswer(request: HttpRequest, result: (method: string, params: unknown) => unknown): HttpResponse {
  const answer = (call: { id: number; method: string; params: unknown }) => ({ jsonrpc: '2.0', id: call.id, result: result(call.method, call.params) });
  const body = request.data as { id: number; method: string; params: unknown } | { id: number; method: string; params: unknown }[];
  return { status: 200, data: Array.isArray(body) ? body.map(answer) : answer(body) };
}
