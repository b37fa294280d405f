import { isRecord } from '../chain/is-record';
/** A JSON-RPC 2.0 dispatcher with jayson 4.1.2's envelopes (reference §2.2). */

export interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

/** Thrown by a method to answer with this error object (the node uses code 400 for its own errors). */
export class RpcMethodError extends Error {
  override name = 'RpcMethodError';

  constructor(readonly error: RpcErrorObject) {
    super(error.message);
  }
}

export const badParams = (message: string) => new RpcMethodError({ code: 400, message });

export type RpcMethod = (params: Record<string, unknown>, rawParams: unknown) => unknown;

export interface DispatchOptions {
  methods: ReadonlyMap<string, RpcMethod>;
  maxBatchLength: number;
  methodNotFound?: (method: string) => RpcErrorObject;
  /** Maps an expected exception that is not an RpcMethodError; undefined = unexpected: logged, -32603 Internal error. */
  internalError?: (error: unknown) => RpcErrorObject | undefined;
}

/** What to send: `body` undefined means HTTP 204 with no body (only notifications). */
export interface RpcReply {
  body?: unknown;
}

type Id = string | number | null;
type Response = { jsonrpc: '2.0'; id: Id; result?: unknown; error?: RpcErrorObject };

const INVALID_REQUEST: RpcErrorObject = { code: -32600, message: 'Invalid request' };
const BATCH_TOO_LONG: RpcErrorObject = { code: -32099, message: 'Invalid request: Maximum batch length exceeded' };

const errorResponse = (id: Id, error: RpcErrorObject): Response => ({ jsonrpc: '2.0', id, error });

function isValidRequest(request: unknown): request is { method: string; id?: Id; params?: unknown } {
  if (!isRecord(request) || request.jsonrpc !== '2.0' || typeof request.method !== 'string') return false;
  const { id, params } = request;
  const idOk = id === undefined || id === null || typeof id === 'string' || typeof id === 'number';
  return idOk && (params === undefined || (params !== null && typeof params === 'object'));
}

export function dispatch(body: unknown, options: DispatchOptions): RpcReply {
  if (!Array.isArray(body)) {
    const response = handleOne(body, options);
    return response ? { body: response } : {};
  }
  if (body.length === 0) return { body: errorResponse(null, INVALID_REQUEST) };
  if (body.length > options.maxBatchLength) return { body: errorResponse(null, BATCH_TOO_LONG) };
  const responses = body.map((request) => handleOne(request, options)).filter((r): r is Response => r !== null);
  return responses.length > 0 ? { body: responses } : {};
}

/** null for a notification (a request without id). */
function handleOne(request: unknown, options: DispatchOptions): Response | null {
  if (!isValidRequest(request)) return errorResponse(null, INVALID_REQUEST);
  const { id, method, params } = request;
  const response = run(method, params, options);
  return id === undefined ? null : { jsonrpc: '2.0', id, ...response };
}

function run(method: string, params: unknown, options: DispatchOptions): { result?: unknown; error?: RpcErrorObject } {
  const handler = options.methods.get(method);
  if (!handler) return { error: options.methodNotFound?.(method) ?? { code: -32601, message: 'Method not found' } };
  try {
    const result = handler(isRecord(params) ? params : {}, params);
    return { result: result === undefined ? null : result };
  } catch (error) {
    if (error instanceof RpcMethodError) return { error: error.error };
    const mapped = options.internalError?.(error);
    if (!mapped) console.error(`devnet: JSON-RPC method ${method} failed`, error);
    return { error: mapped ?? { code: -32603, message: 'Internal error' } };
  }
}
