import { INVALID_NUMBER_TEXT, toFiniteBigNumber } from '@tdx/ui/extra';

/** A bridge amount exactly as the bridge states it (every decimal it gives), with thousands separators. */
export function bridgeAmount(value: string): string {
  const number = toFiniteBigNumber(value);
  return number ? number.toFormat() : INVALID_NUMBER_TEXT;
}
