import { TransportError, type HttpRequest, type HttpTransport } from '../http/transport';
import { joinUrl } from '../http/url';
import { apiErrorFrom } from './errors';
import { noAnswerMessage } from './service-timeouts';

export interface RequestOptions {
  /** Overrides the default bearer token (`null` sends none). */
  bearer?: string | null;
  /** Overrides the service's timeout for this request. */
  timeoutMs?: number;
}

export interface RestClient {
  get<T>(path: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export interface RestClientOptions {
  /** The service as the page names it in a sentence ("The history service"). */
  serviceName: string;
  baseUrl: () => string;
  /** How long one request waits for the answer. */
  timeoutMs: () => number;
  transport: () => HttpTransport;
  /** Sent as `Authorization: Bearer` when it returns a token. */
  bearer?: () => string | undefined;
}

/**
 * GET/POST/PUT against one service. Non-2xx answers reject with an `ApiError` carrying the server's
 * message; no answer within the timeout rejects with a timeout `TransportError` naming the service.
 */
export function createRestClient(options: RestClientOptions): RestClient {
  async function send<T>(method: HttpRequest['method'], path: string, payload: { params?: Record<string, unknown>; data?: unknown }, request: RequestOptions = {}): Promise<T> {
    const token = request.bearer === undefined ? options.bearer?.() : request.bearer;
    const timeoutMs = request.timeoutMs ?? options.timeoutMs();
    let response;
    try {
      response = await options.transport()({
        method,
        url: joinUrl(options.baseUrl(), path),
        ...payload,
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
        timeoutMs,
      });
    } catch (error) {
      if (error instanceof TransportError && error.reason === 'timeout') throw new TransportError(noAnswerMessage(options.serviceName, timeoutMs), 'timeout');
      throw error;
    }
    if (response.status < 200 || response.status >= 300) throw apiErrorFrom(response.status, response.data);
    return response.data as T;
  }

  return {
    get: (path, params, request) => send('GET', path, { params }, request),
    post: (path, data, request) => send('POST', path, { data }, request),
    put: (path, data, request) => send('PUT', path, { data }, request),
  };
}
