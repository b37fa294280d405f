import { paths, type SwapAction } from '@tdx/contracts';

export const SWAP_ACTIONS: readonly SwapAction[] = ['add', 'remove', 'create'];

/** The liquidity view `?action=` asks for; null for the swap form (no or an unknown action). */
export function swapActionOf(search: string): SwapAction | null {
  const action = new URLSearchParams(search).get('action');
  return SWAP_ACTIONS.find((candidate) => candidate === action) ?? null;
}

/** The swap form with both tokens chosen (`/swap?from=…&to=…`). */
export function swapHref(from: string, to: string): string {
  return `${paths.swap.href()}?${new URLSearchParams({ from, to }).toString()}`;
}

/** A liquidity view (`/swap?action=add`), for one pool when given (`&pair=BASE:QUOTE`). */
export function liquidityHref(action: SwapAction, tokenPair?: string): string {
  const href = paths.swap.href(action);
  return tokenPair ? `${href}&${new URLSearchParams({ pair: tokenPair }).toString()}` : href;
}
