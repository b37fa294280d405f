import BigNumber from 'bignumber.js';
import { formatTokenAmount } from '@tdx/ui/format';
import { BEE_PRECISION, BEE_SYMBOL, BEED_PRECISION, BEED_SYMBOL, MIN_ISSUANCE, type ConversionPreview } from './conversion';
import type { ConversionEvent } from './conversion-event';

/** A USD price with every decimal it has (`0.06250000` → `$0.0625`). */
export function usdText(price: BigNumber.Value): string {
  return `$${new BigNumber(price).toFormat()}`;
}

/** A fee share as a percentage (`0.01` → `1`). */
export function percentText(share: string): string {
  return new BigNumber(share).times(100).toFormat();
}

/** An amount as typed or configured, without padding (`1` → `1 BEE`). */
export const plainBee = (quantity: BigNumber.Value) => `${new BigNumber(quantity).toFormat()} ${BEE_SYMBOL}`;
export const bee = (quantity: BigNumber.Value) => `${formatTokenAmount(quantity, BEE_PRECISION)} ${BEE_SYMBOL}`;
export const beed = (quantity: BigNumber.Value) => `${formatTokenAmount(quantity, BEED_PRECISION)} ${BEED_SYMBOL}`;

/** Why the contract would refuse the amount typed, or null. */
export function conversionProblemText(preview: ConversionPreview): string | null {
  switch (preview.kind) {
    case 'below-minimum':
      return `Enter at least ${plainBee(preview.minimum)}: the contract converts no less.`;
    case 'too-small':
      return `Too small: at a BEE price of ${usdText(preview.price)} this gives less than ${beed(MIN_ISSUANCE)}, which the contract refuses.`;
    default:
      return null;
  }
}

/** What a confirmed conversion did, from its event when the node gave it. */
export function conversionResultText(quantity: string, event: ConversionEvent | null): string {
  if (!event) return `Converted ${plainBee(quantity)} to ${BEED_SYMBOL}. Your balances are up to date.`;
  return `Converted ${plainBee(quantity)}: you received ${beed(event.beed)} (fee ${bee(event.fee)}, BEE at ${usdText(event.beePriceInUSD)}).`;
}
