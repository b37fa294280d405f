/** The node answered with a JSON-RPC error: an answer, so no failover. */
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
