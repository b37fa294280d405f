import type { Token } from '@tdx/contracts';
import { validateQuantity } from '@tdx/ui/extra';
import BigNumber from 'bignumber.js';
import type { PoolRow } from '../../../shared';
import { quoteSwap, type QuoteResult, type TradeType } from './quote';
import { findRoute, type Route } from './route';

export interface QuoteInputs {
  pools: readonly PoolRow[];
  tokens: ReadonlyMap<string, Token>;
  feeMul: string;
  from: string;
  to: string;
  tradeType: TradeType;
  /** The typed amount of the exact side. */
  amount: string;
  slippage: string;
}

export type SwapState =
  | { kind: 'same-token' }
  | { kind: 'unknown-token' }
  | Exclude<Route, { kind: 'found' }>
  /** A route exists; no amount typed yet, or one its field refuses (its message is there). */
  | { kind: 'no-amount' }
  | QuoteResult;

/** Where the swap stands for these inputs: why it cannot be quoted, or its quote. */
export function swapState({ pools, tokens, feeMul, from, to, tradeType, amount, slippage }: QuoteInputs): SwapState {
  if (from === to) return { kind: 'same-token' };
  if (!tokens.has(from) || !tokens.has(to)) return { kind: 'unknown-token' };
  const route = findRoute(pools, from, to);
  if (route.kind !== 'found') return route;
  const exactToken = tradeType === 'exactInput' ? from : to;
  if (validateQuantity(amount, { precision: tokens.get(exactToken)?.precision ?? 0 }) !== null) return { kind: 'no-amount' };
  return quoteSwap({
    hops: route.hops,
    tradeType,
    amount: new BigNumber(amount),
    slippage: new BigNumber(slippage),
    feeMul: new BigNumber(feeMul),
    precisionOf: (symbol) => tokens.get(symbol)?.precision ?? 0,
  });
}
