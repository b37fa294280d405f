import { useAsyncData, type AsyncData } from './use-async-data';
import { loadWalletData, type WalletData } from './chain-reads';

/** The account's wallet data; reloads on `refreshWallet()` and on `reload()`, showing the last data meanwhile. */
export function useWalletData(account: string): AsyncData<WalletData> {
  return useAsyncData(`the wallet of ${account}`, () => loadWalletData(account), { reloadOnWalletRefresh: true });
}
