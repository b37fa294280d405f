import type { ContractApi } from '../../chain/contract-api';
import { isSystemSender } from '../shared/accounts';
import { BLACKLISTED_TRADERS } from './constants';

export function hasActiveKey(api: ContractApi, isSignedWithActiveKey: unknown): boolean {
  return isSignedWithActiveKey === true || isSystemSender(api);
}

/** The account an order is for: the sender, unless the system passes an `account` override. */
export function actingAccount(api: ContractApi, account: unknown): string {
  return account === undefined || !isSystemSender(api) ? api.sender ?? 'null' : account as string;
}

/** The order's id: the transaction id, unless the system passes a `txId` override. */
export function actingTxId(api: ContractApi, txId: unknown): unknown {
  return txId === undefined || !isSystemSender(api) ? api.transactionId : txId;
}

export function isBlacklistedTrader(account: string): boolean {
  return BLACKLISTED_TRADERS.has(account);
}
