import { queries } from '@tdx/api';
import type { Token } from '@tdx/contracts';
import { useEffect, useState } from 'react';

export type TokenState = { status: 'loading' } | { status: 'found'; token: Token } | { status: 'unknown' } | { status: 'failed' };

/** The token of a history page, looked up on the sidechain (an unknown symbol has no row). */
export function useToken(symbol: string): TokenState {
  const [state, setState] = useState<{ symbol: string; value: TokenState } | null>(null);
  useEffect(() => {
    let current = true;
    queries.getTokens({ symbol }).then(
      ([token]) => current && setState({ symbol, value: token ? { status: 'found', token } : { status: 'unknown' } }),
      (error: unknown) => {
        console.error(`Failed to load the token ${symbol}`, error);
        if (current) setState({ symbol, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [symbol]);
  return state?.symbol === symbol ? state.value : { status: 'loading' };
}
