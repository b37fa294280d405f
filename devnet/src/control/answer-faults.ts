import { isRecord } from '../chain/is-record';
import type { FaultMode } from '../devnet';
import { RpcMethodError, type RpcMethod } from '../rpc/jsonrpc';

/** Sidechain fault modes that answer with a well-formed envelope whose content is wrong. */
export const ANSWER_FAULT_MODES = ['repeat-page', 'internal-error', 'no-logs'] as const;
type AnswerFaultMode = (typeof ANSWER_FAULT_MODES)[number];

const isAnswerFault = (mode: FaultMode): mode is AnswerFaultMode => (ANSWER_FAULT_MODES as readonly string[]).includes(mode);

const INTERNAL_ERROR = { code: -32603, message: 'Internal error' };

/** `find` of a looping node: the query's `_id` bound ignored, the page filled to its limit by repeating rows. */
function repeatedPage(find: RpcMethod, maxLimit: number): RpcMethod {
  return (params, rawParams) => {
    const query = isRecord(params.query) ? Object.fromEntries(Object.entries(params.query).filter(([key]) => key !== '_id')) : params.query;
    const rows = find({ ...params, query }, rawParams);
    if (!Array.isArray(rows) || rows.length === 0) return rows;
    const limit = Number(params.limit) || maxLimit;
    return Array.from({ length: limit }, (_, index) => rows[index % rows.length] as unknown);
  };
}

function withoutLogs(transaction: unknown): unknown {
  if (!isRecord(transaction)) return transaction;
  const { logs: _logs, ...rest } = transaction;
  return rest;
}

/** `getTransactionInfo` of a node that leaves the logs out. */
function logsLeftOut(getTransactionInfo: RpcMethod): RpcMethod {
  return (params, rawParams) => {
    const info = getTransactionInfo(params, rawParams);
    return Array.isArray(info) ? info.map(withoutLogs) : withoutLogs(info);
  };
}

const failing: RpcMethod = () => {
  throw new RpcMethodError(INTERNAL_ERROR);
};

/**
 * The methods a node answers with under `mode`: unchanged for the HTTP-level modes; `internal-error`
 * answers every call with -32603; `repeat-page` makes `find` loop; `no-logs` drops the logs of
 * `getTransactionInfo`. Method names may carry a namespace (`contracts.find`).
 */
export function methodsUnderFault(mode: FaultMode, methods: Map<string, RpcMethod>, maxLimit: number): Map<string, RpcMethod> {
  if (!isAnswerFault(mode)) return methods;
  return new Map(
    [...methods].map(([name, method]): [string, RpcMethod] => {
      const bare = name.split('.').pop();
      if (mode === 'internal-error') return [name, failing];
      if (mode === 'repeat-page' && bare === 'find') return [name, repeatedPage(method, maxLimit)];
      if (mode === 'no-logs' && bare === 'getTransactionInfo') return [name, logsLeftOut(method)];
      return [name, method];
    }),
  );
}
