/** A REST service answered with a non-2xx status. `message` is the server's own text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as Record<string, unknown>;
  if (typeof message === 'string') return message;
  return typeof error === 'string' ? error : undefined;
}

export function apiErrorFrom(status: number, body: unknown): ApiError {
  return new ApiError(status, serverMessage(body) ?? `Request failed with status ${status}`, body);
}
