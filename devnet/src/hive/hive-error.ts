/** A rejection as a Hive node reports it: JSON-RPC error code -32000 with an fc exception in `data`. */
export class HiveRpcError extends Error {
  override name = 'HiveRpcError';

  constructor(
    message: string,
    readonly exceptionName = 'assert_exception',
    readonly code = -32000,
  ) {
    super(message);
  }

  toJsonRpc(): { code: number; message: string; data: { code: number; name: string; message: string } } {
    return { code: this.code, message: this.message, data: { code: 10, name: this.exceptionName, message: this.message } };
  }
}
