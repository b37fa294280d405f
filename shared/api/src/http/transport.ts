/** The one seam between the API clients and the network; tests pass a fake. */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** Query-string parameters (GET). */
  params?: Record<string, unknown>;
  /** JSON body (POST, PUT). */
  data?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
}

/**
 * Resolves for every HTTP status (callers decide what a status means) and rejects only when no
 * response arrived (network failure, timeout, abort) with a `TransportError`.
 */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

export class TransportError extends Error {
  constructor(
    message: string,
    readonly reason: 'network' | 'timeout',
  ) {
    super(message);
    this.name = 'TransportError';
  }
}
