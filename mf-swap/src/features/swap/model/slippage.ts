import BigNumber from 'bignumber.js';

/** The presets offered, in percent. */
export const SLIPPAGE_PRESETS = ['0.5', '1', '5', '10', '25', '49'] as const;
export const DEFAULT_SLIPPAGE = '1';
export const MIN_SLIPPAGE = '0.5';
export const MAX_SLIPPAGE = '49.99';

/** Why a typed slippage is refused, or null. */
export function slippageProblem(text: string): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Enter a percentage such as 1 or 2.5';
  const value = new BigNumber(text);
  if (value.lt(MIN_SLIPPAGE) || value.gt(MAX_SLIPPAGE)) return `Between ${MIN_SLIPPAGE} % and ${MAX_SLIPPAGE} %`;
  return null;
}

/** Price impact from which the swap asks the user to confirm it. */
export const CONFIRM_IMPACT_PERCENT = 15;

export type ImpactLevel = 'low' | 'medium' | 'high';

/** How alarming a price impact is: under 1 %, under 5 %, or more. */
export function impactLevel(percent: BigNumber): ImpactLevel {
  if (percent.lt(1)) return 'low';
  return percent.lt(5) ? 'medium' : 'high';
}
