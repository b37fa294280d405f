import { formatNumber, formatPercent, formatTokenAmount } from '@tdx/ui/extra';
import { poolSharePercent, positionShares, SHARE_DECIMALS, withdrawal, type LiquidityPosition, type PoolRow, FigureList } from '../../../shared';
import type { PairPrecisions } from '../model/deposit';
import type { PairNames } from '../model/deposit-text';

export interface PositionSummaryProps {
  pool: PoolRow;
  position: LiquidityPosition;
  names: PairNames;
  precisions: PairPrecisions;
}

/** The user's position in the pool: shares, their part of the pool, and what all of it withdraws now. */
export function PositionSummary({ pool, position, names, precisions }: PositionSummaryProps) {
  const shares = positionShares(position);
  const all = withdrawal(shares, 100, pool, [precisions.base, precisions.quote]);
  return (
    <FigureList
      figures={[
        ['Your pool shares', formatNumber(shares, SHARE_DECIMALS)],
        ['Your share of the pool', formatPercent(poolSharePercent(shares, pool), 4)],
        ['Withdrawable now', `${formatTokenAmount(all.base, precisions.base)} ${names.base} and ${formatTokenAmount(all.quote, precisions.quote)} ${names.quote}`],
      ]}
    />
  );
}
