import type { HttpRequest, HttpTransport } from '../http/transport';
import { joinUrl } from '../http/url';
import { apiErrorFrom } from './errors';

export interface RequestOptions {
  /** Overrides the default bearer token (`null` sends none). */
  bearer?: string | null;
  timeoutMs?: number;
}

export interface RestClient {
  get<T>(path: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export interface RestClientOptions {
  baseUrl: () => string;
  transport: () => HttpTransport;
  /** Sent as `Authorization: Bearer` when it returns a token. */
  bearer?: () => string | undefined;
}

/** GET/POST/PUT against one service; non-2xx answers reject with an `ApiError` carrying the server's message. */
export function createRestClient(options: RestClientOptions): RestClient {
  async function send<T>(method: HttpRequest['method'], path: string, payload: { params?: Record<string, unknown>; data?: unknown }, request: RequestOptions = {}): Promise<T> {
    const token = request.bearer === undefined ? options.bearer?.() : request.bearer;
    const response = await options.transport()({
      method,
      url: joinUrl(options.baseUrl(), path),
      ...payload,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      timeoutMs: request.timeoutMs,
    });
    if (response.status < 200 || response.status >= 300) throw apiErrorFrom(response.status, response.data);
    return response.data as T;
  }

  return {
    get: (path, params, request) => send('GET', path, { params }, request),
    post: (path, data, request) => send('POST', path, { data }, request),
    put: (path, data, request) => send('PUT', path, { data }, request),
  };
}
