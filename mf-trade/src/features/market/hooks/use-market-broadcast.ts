import type { ContractAction } from '@tdx/contracts';
import { broadcast, type BroadcastOutcome } from '@tdx/keychain';
import { useCallback, useState } from 'react';

export interface MarketBroadcast {
  busy: boolean;
  /** The chain's or Keychain's error text of the last attempt, shown beside the form. */
  error?: string;
  send: (account: string, actions: ContractAction | ContractAction[], displayName: string) => Promise<BroadcastOutcome>;
  clearError: () => void;
}

/**
 * `@tdx/keychain`'s broadcast flow (events `<name>-waiting` … `-done`, toasts, sidechain
 * confirmation) with a busy flag and the failure text kept for the form.
 */
export function useMarketBroadcast(name: string): MarketBroadcast {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const send = useCallback(
    async (account: string, actions: ContractAction | ContractAction[], displayName: string) => {
      setBusy(true);
      setError(undefined);
      try {
        const outcome = await broadcast(account, actions, { name, displayName });
        if (outcome.status === 'failed') setError(outcome.errors.join('\n'));
        if (outcome.status === 'keychain-error') setError(outcome.message);
        return outcome;
      } finally {
        setBusy(false);
      }
    },
    [name],
  );
  return { busy, error, send, clearError: useCallback(() => setError(undefined), []) };
}
