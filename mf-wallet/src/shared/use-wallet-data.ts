import { useData, type DataState } from '@tdx/data';
import type { WalletData } from './chain-reads';
import { walletQuery } from './wallet-queries';

/** The account's wallet data; read again after every action the account signs, showing the last data meanwhile. */
export function useWalletData(account: string): DataState<WalletData> {
  return useData(walletQuery, account);
}
