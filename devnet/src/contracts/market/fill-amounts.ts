import { BigNumber, type Numeric } from '../shared/chain-number';
import { HIVE_PEGGED_PRECISION, MIN_HIVE_AMOUNT } from './constants';
import type { BuyOrder, SellOrder } from './rows';

function capAt(amount: string, cap: string): string {
  return new BigNumber(amount).gt(cap) ? cap : amount;
}

/** SWAP.HIVE a buyer pays for `quantity` tokens of a sell order: rounded up, at most what the buyer locked. */
export function buyerCost(sellOrder: SellOrder, quantity: Numeric, lockedCap: string): string {
  return capAt(new BigNumber(sellOrder.price).times(quantity).toFixed(HIVE_PEGGED_PRECISION, BigNumber.ROUND_UP), lockedCap);
}

/** SWAP.HIVE a seller receives for `quantity` tokens from a buy order: rounded down, at most its lock. */
export function sellerProceeds(buyOrder: BuyOrder, quantity: Numeric): string {
  return capAt(new BigNumber(buyOrder.price).times(quantity).toFixed(HIVE_PEGGED_PRECISION, BigNumber.ROUND_DOWN), buyOrder.tokensLocked);
}

/** An order whose rest is worth less than 1e-8 SWAP.HIVE (value rounded down) cannot be filled any more. */
export function isDust(price: string, quantityLeft: string): boolean {
  const value = new BigNumber(price).times(quantityLeft).toFixed(HIVE_PEGGED_PRECISION, BigNumber.ROUND_DOWN);
  return !new BigNumber(quantityLeft).gt(0) || new BigNumber(value).lt(MIN_HIVE_AMOUNT);
}
