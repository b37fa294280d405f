import type { ContractApi, Query, Row } from '../../chain/contract-api';
import type { BalanceTable } from '../shared/token-tables';
import { type TypedTable, typedTable } from '../shared/typed-table';
import type { BalanceRow, TokenRow, TokensParams } from './rows';

/**
 * Writes to the `tokens` contract's tables (rows are copies: mutate, then update). Reads that
 * other contracts need too live in ../shared/token-tables.
 */

export function insertToken(api: ContractApi, token: TokenRow): void {
  typedTable<TokenRow>(api.table('tokens')).insert(token);
}

export function updateToken(api: ContractApi, token: TokenRow): void {
  typedTable<TokenRow>(api.table('tokens')).update(token);
}

export function insertBalance(api: ContractApi, row: BalanceRow, table: BalanceTable = 'balances'): BalanceRow {
  return typedTable<BalanceRow>(api.table(table)).insert(row);
}

export function updateBalance(api: ContractApi, row: BalanceRow, table: BalanceTable = 'balances'): void {
  typedTable<BalanceRow>(api.table(table)).update(row);
}

export function readParams(api: ContractApi): TokensParams {
  return typedTable<TokensParams>(api.table('params')).findOne({}) as TokensParams;
}

const PAGE_SIZE = 1000;

/** Every matching row, read page by page in `_id` order (the chain's query limit is 1000). */
export function findAll<T extends Row>(table: TypedTable<T>, query: Query): T[] {
  const rows: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = table.find(query, { limit: PAGE_SIZE, offset, indexes: [{ index: '_id', descending: false }] });
    rows.push(...page);
    if (page.length < PAGE_SIZE) return rows;
  }
}
