import { formatNumber, formatPercent, formatTokenAmount } from '@tdx/ui/extra';
import { SHARE_DECIMALS, FigureList } from '../../../shared';
import type { DepositPlan, PairPrecisions } from '../model/deposit';
import { priceText, type PairNames } from '../model/deposit-text';

export interface DepositPreviewProps {
  plan: Extract<DepositPlan, { kind: 'deposit' }>;
  names: PairNames;
  precisions: PairPrecisions;
}

/** What the deposit takes and gives: both amounts, the pool shares, the share of the pool afterwards, the price it sets. */
export function DepositPreview({ plan, names, precisions }: DepositPreviewProps) {
  const figures: [string, string][] = [
    ['You deposit', `${formatTokenAmount(plan.amounts.base, precisions.base)} ${names.base} and ${formatTokenAmount(plan.amounts.quote, precisions.quote)} ${names.quote}`],
    ['Pool shares you receive', formatNumber(plan.newShares, SHARE_DECIMALS)],
    ['Your share of the pool afterwards', formatPercent(plan.sharePercent, 4)],
  ];
  if (plan.setsPrice) figures.push(['Price you set', priceText(plan.setsPrice, names)]);
  return <FigureList figures={figures} />;
}
