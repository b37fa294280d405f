/** Rows of the `tokens` contract tables the wallet reads beyond `@tdx/contracts` (reference §3.1). */

/** A `tokens.pendingUnstakes` row: an unstake paid out in `numberTransactionsLeft` tranches. */
export interface PendingUnstake {
  _id: number;
  account: string;
  symbol: string;
  quantity: string;
  quantityLeft: string;
  /** Milliseconds. */
  nextTransactionTimestamp: number;
  numberTransactionsLeft: number;
  millisecPerPeriod: number;
  /** The unstake's sidechain transaction id: what `tokens.cancelUnstake` takes. */
  txID: string;
}

/** A `tokens.delegations` row (`from` delegated `quantity` to `to`). */
export interface Delegation {
  _id: number;
  from: string;
  to: string;
  symbol: string;
  quantity: string;
  created: number;
  updated: number;
}

/** The fee fields of the `tokens.params` row (BEE amounts as strings). */
export interface TokensParams {
  tokenCreationFee: string;
  enableStakingFee: string;
  enableDelegationFee: string;
}
