import { useCallback, useEffect, useState } from 'react';
import { loadWalletData, type WalletData } from './chain-reads';
import { onWalletRefresh } from './wallet-refresh';

export interface WalletDataState {
  /** The last data read for this account (kept while a reload runs or after a failed reload). */
  data: WalletData | null;
  loading: boolean;
  /** The last read failed (the nodes could not be reached). */
  failed: boolean;
  reload: () => void;
}

interface Loaded {
  account: string;
  data: WalletData | null;
  loading: boolean;
  failed: boolean;
}

/** The account's wallet data; reloads on `refreshWallet()` and on `reload()`. */
export function useWalletData(account: string): WalletDataState {
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ account, data: null, loading: true, failed: false });
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => onWalletRefresh(reload), [reload]);

  useEffect(() => {
    let current = true;
    setLoaded((previous) => (previous.account === account ? { ...previous, loading: true } : { account, data: null, loading: true, failed: false }));
    loadWalletData(account).then(
      (data) => current && setLoaded({ account, data, loading: false, failed: false }),
      (error: unknown) => {
        console.error(`Failed to load the wallet of ${account}`, error);
        if (current) setLoaded((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [account, generation]);

  const mine = loaded.account === account;
  return {
    data: mine ? loaded.data : null,
    loading: mine ? loaded.loading : true,
    failed: mine && loaded.failed,
    reload,
  };
}
