import type { AccountHistoryRow } from '@tdx/contracts';

/**
 * A row of the history API's `accountHistory` for a `marketpools` action: each token the action
 * moved is a row under the action's name (`marketpools_swapTokens` …), from the account to
 * `contract_marketpools` or back. Untrusted: shown as text.
 */
export type PoolHistoryRow = AccountHistoryRow;

export const POOL_OPERATIONS = {
  marketpools_swapTokens: 'swap',
  marketpools_addLiquidity: 'add',
  marketpools_removeLiquidity: 'remove',
} as const;

export type PoolTransactionKind = (typeof POOL_OPERATIONS)[keyof typeof POOL_OPERATIONS];

export interface TokenMove {
  symbol: string;
  quantity: string;
}

/** One swap, deposit or withdrawal: what the account paid in and got back. */
export interface PoolTransaction {
  /** Unique per transaction and operation. */
  key: string;
  transactionId: string;
  timestamp: number;
  kind: PoolTransactionKind;
  paid: TokenMove[];
  received: TokenMove[];
}

/** A pool's base and quote of two symbols (either way round), when the pool is known. */
export type PoolOrientation = (a: string, b: string) => readonly [base: string, quote: string] | undefined;

/** Both tokens of a deposit or withdrawal in the pool's order, base first (the API gives no order). */
function inPoolOrder(moves: TokenMove[], orientation: PoolOrientation): TokenMove[] {
  const pair = moves.length === 2 ? orientation(moves[0].symbol, moves[1].symbol) : undefined;
  return pair && moves[0].symbol === pair[1] ? [moves[1], moves[0]] : moves;
}

const kindOf = (operation: string): PoolTransactionKind | undefined => POOL_OPERATIONS[operation as keyof typeof POOL_OPERATIONS];

/**
 * The account's rows grouped into transactions, newest first (the rows' order): what left the
 * account was paid, what came to it was received, the two tokens of a pool in its order. Rows of
 * one transaction split across pages join once both pages are in.
 */
export function poolTransactions(account: string, rows: readonly PoolHistoryRow[], orientation: PoolOrientation): PoolTransaction[] {
  const byKey = new Map<string, PoolTransaction>();
  for (const row of rows) {
    const kind = kindOf(row.operation);
    if (!kind || typeof row.symbol !== 'string' || typeof row.quantity !== 'string') continue;
    const key = `${row.transactionId} ${row.operation}`;
    let transaction = byKey.get(key);
    if (!transaction) {
      transaction = { key, transactionId: row.transactionId, timestamp: row.timestamp, kind, paid: [], received: [] };
      byKey.set(key, transaction);
    }
    const move = { symbol: row.symbol, quantity: row.quantity };
    if (row.from === account) transaction.paid.push(move);
    else if (row.to === account) transaction.received.push(move);
  }
  return [...byKey.values()].map((transaction) => ({ ...transaction, paid: inPoolOrder(transaction.paid, orientation), received: inPoolOrder(transaction.received, orientation) }));
}
