import type { ContractApi } from '../../chain/contract-api';
import { BigNumber, type Numeric } from '../shared/chain-number';
import { pools, type Pool } from './rows';
import { storedDecimal } from './stored-decimal';

export interface PoolChange {
  /** Signed change of each reserve (unrounded: reserves are rounded HALF_UP after adding it). */
  base: Numeric;
  quote: Numeric;
  /** Signed change of totalShares (liquidity actions only). */
  shares?: BigNumber;
  /** Swaps also add |change| to the all-time volumes. */
  isSwap: boolean;
}

/**
 * The real contract adds `Math.abs(change)` to the volumes: the change goes through a JS number
 * before BigNumber sees it again.
 */
function absoluteAsNumber(change: Numeric): number {
  return Math.abs(Number(String(change)));
}

export function applyPoolChange(api: ContractApi, pool: Pool, change: PoolChange): void {
  const { precision } = pool;
  const updated: Pool = {
    ...pool,
    baseQuantity: new BigNumber(pool.baseQuantity).plus(change.base).toFixed(precision, BigNumber.ROUND_HALF_UP),
    quoteQuantity: new BigNumber(pool.quoteQuantity).plus(change.quote).toFixed(precision, BigNumber.ROUND_HALF_UP),
  };
  // when all liquidity is removed the last prices stay
  if (new BigNumber(updated.baseQuantity).gt(0) && new BigNumber(updated.quoteQuantity).gt(0)) {
    updated.basePrice = new BigNumber(updated.quoteQuantity).dividedBy(updated.baseQuantity).toFixed(precision, BigNumber.ROUND_DOWN);
    updated.quotePrice = new BigNumber(updated.baseQuantity).dividedBy(updated.quoteQuantity).toFixed(precision, BigNumber.ROUND_DOWN);
  }
  if (change.shares !== undefined) {
    updated.totalShares = storedDecimal(new BigNumber(pool.totalShares).plus(change.shares));
  }
  if (change.isSwap) {
    updated.baseVolume = new BigNumber(pool.baseVolume).plus(absoluteAsNumber(change.base)).toFixed(precision, BigNumber.ROUND_DOWN);
    updated.quoteVolume = new BigNumber(pool.quoteVolume).plus(absoluteAsNumber(change.quote)).toFixed(precision, BigNumber.ROUND_DOWN);
  }
  pools(api).update(updated);
}
