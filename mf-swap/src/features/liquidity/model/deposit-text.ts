import { formatNumber } from '@tdx/ui/extra';
import type BigNumber from 'bignumber.js';
import type { DepositPlan } from './deposit';

/** Prices (a token per another) are shown with 8 decimals. */
export const PRICE_DECIMALS = 8;

export interface PairNames {
  base: string;
  quote: string;
}

export const priceText = (price: BigNumber, { base, quote }: PairNames) => `${formatNumber(price, PRICE_DECIMALS)} ${quote} per ${base}`;

/** Why the contract would refuse the deposit, or null when it takes it. */
export function depositProblemText(plan: DepositPlan, names: PairNames, limits: { maxPriceImpact: string; maxDeviation: string }): string | null {
  switch (plan.kind) {
    case 'deviation':
      return `The price you set, ${priceText(plan.price, names)}, is more than ${limits.maxDeviation} % away from the order book's ${priceText(plan.orderBook, names)}. Move it closer, or raise the limit under Advanced (0 turns the check off).`;
    case 'price-impact':
      return `These amounts are more than ${limits.maxPriceImpact} % off the pool's ratio. Type one of them again.`;
    case 'insufficient-balance':
      return `Insufficient ${names[plan.side]} balance.`;
    case 'no-shares':
      return 'These amounts are too small to create any pool share.';
    case 'deposit':
      return null;
  }
}
