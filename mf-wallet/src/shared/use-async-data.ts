import { useCallback, useEffect, useRef, useState } from 'react';
import { onWalletRefresh } from './wallet-refresh';

export interface AsyncData<T> {
  /** The last answer for the current key: kept while a reload runs and after a failed reload. */
  data: T | undefined;
  /** A request for the current key is on its way. */
  loading: boolean;
  /** The latest request for the current key failed (false again once a reload starts). */
  failed: boolean;
  /** What that failed request was rejected with (undefined unless `failed`). */
  error: unknown;
  /** Asks again for the current key. */
  reload: () => void;
}

export interface AsyncDataOptions {
  /** Also reload on every `refreshWallet()` (after a confirmed action). */
  reloadOnWalletRefresh?: boolean;
}

interface Answer<T> {
  key: string;
  request: number;
  data: T | undefined;
  failure: { error: unknown } | null;
}

/**
 * Runs `load` for `key` (nothing while it is null) and again on `reload()`. `key` names what is
 * loaded, e.g. `open orders of bob`: a new key starts afresh (no data of the previous key is
 * shown), and `load` must read nothing that `key` does not describe. Answers that arrive after
 * unmount, after a key change or after a newer request are dropped.
 */
export function useAsyncData<T>(key: string | null, load: () => Promise<T>, options: AsyncDataOptions = {}): AsyncData<T> {
  const [request, setRequest] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const reload = useCallback(() => setRequest((value) => value + 1), []);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  const { reloadOnWalletRefresh = false } = options;
  useEffect(() => (reloadOnWalletRefresh ? onWalletRefresh(reload) : undefined), [reloadOnWalletRefresh, reload]);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    latestLoad.current().then(
      (data) => current && setAnswer({ key, request, data, failure: null }),
      (error: unknown) => {
        console.error(`Failed to load ${key}`, error);
        if (current) setAnswer((previous) => ({ key, request, data: previous?.key === key ? previous.data : undefined, failure: { error } }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, request]);

  const mine = answer !== null && answer.key === key ? answer : null;
  const settled = mine !== null && mine.request === request;
  const failure = settled ? mine.failure : null;
  return {
    data: mine?.data,
    loading: key !== null && !settled,
    failed: failure !== null,
    error: failure?.error,
    reload,
  };
}
