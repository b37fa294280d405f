import type { ContractApi } from '../../chain/contract-api';
import type { BalanceRow, TokenRow } from '../tokens/rows';
import { typedTable } from './typed-table';

/** Reads of the `tokens` contract's tables, from any contract. */

const TOKENS_CONTRACT = 'tokens';

/** `balances` holds accounts' tokens, `contractsBalances` contracts' tokens. */
export type BalanceTable = 'balances' | 'contractsBalances';

export function findToken(api: ContractApi, symbol: unknown): TokenRow | null {
  return typedTable<TokenRow>(api.table('tokens', TOKENS_CONTRACT)).findOne({ symbol });
}

export function findBalance(
  api: ContractApi,
  account: string | null,
  symbol: string,
  table: BalanceTable = 'balances',
): BalanceRow | null {
  return typedTable<BalanceRow>(api.table(table, TOKENS_CONTRACT)).findOne({ account, symbol });
}
