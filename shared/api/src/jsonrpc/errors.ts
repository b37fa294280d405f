/** JSON-RPC "Internal error": the node broke, not the request. */
export const INTERNAL_ERROR_CODE = -32603;

/** The node answered with a JSON-RPC error: an answer, so no failover (except an internal error). */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly node: string,
  ) {
    super(message);
    this.name = 'JsonRpcError';
  }
}

/** An error that is the node's answer to the request, which another node would answer the same way. */
export const isAnswer = (error: unknown): boolean => error instanceof JsonRpcError && error.code !== INTERNAL_ERROR_CODE;

/** Every node was tried once and none answered usably. */
export class NodesUnavailableError extends Error {
  constructor(
    readonly nodes: string[],
    readonly lastError: unknown,
  ) {
    super(`No node answered (${nodes.join(', ')}): ${lastError instanceof Error ? lastError.message : String(lastError)}`);
    this.name = 'NodesUnavailableError';
  }
}

/** A node's answer that is not a JSON-RPC envelope, or an HTTP error status: fail over. */
export class BadNodeResponseError extends Error {
  constructor(node: string, detail: string) {
    super(`${node}: ${detail}`);
    this.name = 'BadNodeResponseError';
  }
}
