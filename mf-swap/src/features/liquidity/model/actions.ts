import type { ContractAction } from '@tdx/contracts';
import type { PairAmounts, PairPrecisions } from './deposit';

const marketpools = (contractAction: string, contractPayload: Record<string, unknown>): ContractAction => ({ contractName: 'marketpools', contractAction, contractPayload });

export interface AddLiquidityParams {
  tokenPair: string;
  amounts: PairAmounts;
  precisions: PairPrecisions;
  /** Percent strings, as checked by `limits.ts`. */
  maxPriceImpact: string;
  maxDeviation: string;
}

/** `marketpools.addLiquidity`: quantities at each token's precision, both limits sent as given. */
export function addLiquidityAction({ tokenPair, amounts, precisions, maxPriceImpact, maxDeviation }: AddLiquidityParams): ContractAction {
  return marketpools('addLiquidity', {
    tokenPair,
    baseQuantity: amounts.base.toFixed(precisions.base),
    quoteQuantity: amounts.quote.toFixed(precisions.quote),
    maxPriceImpact: maxPriceImpact.trim(),
    maxDeviation: maxDeviation.trim(),
  });
}

/** `marketpools.removeLiquidity`: `sharesOut` is the percentage of the position withdrawn. */
export function removeLiquidityAction(tokenPair: string, percent: string): ContractAction {
  return marketpools('removeLiquidity', { tokenPair, sharesOut: percent.trim() });
}

/** `marketpools.createPool`: the creator picks the orientation (base first). */
export function createPoolAction(tokenPair: string): ContractAction {
  return marketpools('createPool', { tokenPair });
}
