import type { TestChain } from '../../chain/testing';
import { deriveRows } from './derive-rows';
import { toHistorySource } from './history-source';
import type { HistoryEntry } from './history-types';
import { UndelegationOwners } from './undelegation-owners';

/** For tests: the history rows of every transaction a test chain processed, derived as the history index does. */
export function chainHistory(chain: TestChain, undelegations = new UndelegationOwners()): HistoryEntry[] {
  return [...chain.chain.processedTransactions()].flatMap((tx) => {
    const source = toHistorySource(tx);
    return source ? deriveRows(source, undelegations) : [];
  });
}

/** The rows of the given operations, reduced to `account`, `operation` and the listed fields. */
export function rowsOf(rows: readonly HistoryEntry[], operations: readonly string[], fields: readonly string[] = []): Record<string, unknown>[] {
  return rows
    .filter((row) => operations.includes(row.operation))
    .map((row) => Object.fromEntries(['account', 'operation', ...fields].map((field) => [field, row[field]])));
}
