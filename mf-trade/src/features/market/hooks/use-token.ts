import type { Token } from '@tdx/contracts';
import { afterNextPaint } from '@tdx/ui/scheduling';
import { use, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { fetchToken } from '../api/market-api';

export interface TokenDefinition {
  /** `undefined` until read (and after a failed read), `null` for an unknown token. */
  token: Token | null | undefined;
  /** The latest read failed (false again while a reload runs). */
  failed: boolean;
  /** Reads again. */
  reload: () => void;
}

type Answer = { token: Token | null; failed: false } | { token: undefined; failed: true };

/** Starts once the page has painted (afterNextPaint): the first render's paint does not wait for it. Never rejects. */
function readToken(symbol: string): Promise<Answer> {
  return new Promise<void>((resolve) => afterNextPaint(resolve))
    .then(() => fetchToken(symbol))
    .then(
      (token): Answer => ({ token, failed: false }),
      (error: unknown): Answer => {
        console.error(`Failed to load the token ${symbol}`, error);
        return { token: undefined, failed: true };
      },
    );
}

/**
 * The definition of `symbol` through `queries.getToken`, which holds the tradable-token guard's read
 * of it. Not through `@tdx/data`: this is on the page's first render, which would then wait for
 * TanStack Query (mf-trade README, Performance). The answer is shown by a deferred render
 * (`useDeferredValue`), which waits for the read while the page stays as it is; a new symbol or a
 * reload shows nothing of the previous read.
 */
export function useToken(symbol: string): TokenDefinition {
  const [attempt, setAttempt] = useState(0);
  // A new attempt reads again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const read = useMemo(() => readToken(symbol), [symbol, attempt]);
  const shown = useDeferredValue(read, null);
  const answer = shown === read ? use(read) : undefined;
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { token: answer?.token, failed: answer?.failed ?? false, reload };
}
