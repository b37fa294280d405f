import { TransportError, type HttpRequest, type HttpResponse, type HttpTransport } from './transport';

/**
 * Sends through `transport` but gives up after `timeoutMs` whatever the transport does, aborting
 * it, so a hanging node cannot stall failover.
 */
export function sendWithTimeout(transport: HttpTransport, request: HttpRequest, timeoutMs: number): Promise<HttpResponse> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TransportError(`No answer from ${request.url} within ${timeoutMs} ms`, 'timeout'));
    }, timeoutMs);
  });
  const sent = transport({ ...request, timeoutMs, signal: controller.signal });
  return Promise.race([sent, timeout]).finally(() => clearTimeout(timer));
}
