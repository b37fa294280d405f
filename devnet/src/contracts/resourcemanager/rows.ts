import type { Row } from '../../chain/contract-api';

/** Row shapes of the `resourcemanager` contract (reference §1.2). */

export interface ResourceParams extends Row {
  numberOfFreeTx: number;
  denyMaxTx: number;
  multiTransactionFee: string;
  burnSymbol: string;
  allowlistBurnFee: string;
}

/** Primary key `account`. */
export interface AccountControlRow extends Row {
  account: string;
  isDenied?: boolean;
  isAllowed?: boolean;
  /** ms epoch of the end of the allow-list subscription. */
  allowedUntil?: number;
  /** ms epoch of the last accepted action (denied accounts) or admin update. */
  lastAction?: number;
  actionCount?: number;
}

export const DEFAULT_PARAMS: ResourceParams = {
  numberOfFreeTx: 1,
  denyMaxTx: 1,
  multiTransactionFee: '0.001',
  burnSymbol: 'BEED',
  allowlistBurnFee: '10',
};
