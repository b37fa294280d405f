import type { Row } from '../../chain/contract-api';
import type { Balance, Delegation, PendingUnstake, TokensFees } from '@tdx/contracts';

/** Row shapes of the `tokens` contract's tables (reference §3.1), as served over RPC. */

export interface TokenRow extends Row {
  /** `"null"` for tokens created by the chain itself (BEE). */
  issuer: string;
  symbol: string;
  name: string;
  /** JSON string, e.g. `{"url":"…","icon":"…","desc":"…"}`. */
  metadata: string;
  precision: number;
  maxSupply: string;
  supply: string;
  circulatingSupply: string;
  stakingEnabled: boolean;
  unstakingCooldown: number;
  /** Present once staking is enabled. */
  numberTransactions?: number;
  totalStaked?: string;
  delegationEnabled: boolean;
  undelegationCooldown: number;
}

export interface BalanceRow extends Row, Omit<Balance, '_id'> {}

export interface TokensParams extends Row, TokensFees {
  blacklist: Record<string, unknown>;
  heAccounts: Record<string, unknown>;
}

export interface PendingUnstakeRow extends Row, Omit<PendingUnstake, '_id'> {}

export interface DelegationRow extends Row, Omit<Delegation, '_id'> {}

export interface PendingUndelegationRow extends Row {
  /** The delegator. */
  account: string;
  symbol: string;
  quantity: string;
  /** ms epoch. */
  completeTimestamp: number;
  txID: string;
}

/** A token row as `tokens.create` makes it: nothing issued yet, staking and delegation off. */
export function newTokenRow(definition: Pick<TokenRow, 'issuer' | 'symbol' | 'name' | 'metadata' | 'precision' | 'maxSupply'>): TokenRow {
  return { ...definition, supply: '0', circulatingSupply: '0', stakingEnabled: false, unstakingCooldown: 1, delegationEnabled: false, undelegationCooldown: 0 };
}

/** A balance row as the contract creates it: every amount "0" except `balance`. */
export function newBalanceRow(account: string, symbol: string, balance = '0'): BalanceRow {
  return {
    account,
    symbol,
    balance,
    stake: '0',
    pendingUnstake: '0',
    delegationsIn: '0',
    delegationsOut: '0',
    pendingUndelegations: '0',
  };
}
