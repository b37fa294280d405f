import type { BigNumber } from '../shared/chain-number';

/**
 * How a BigNumber the real contract stores as-is ends up in the database: its JSON form, i.e. full
 * precision with exponential notation for tiny or huge magnitudes (`"1e-8"`).
 */
export function storedDecimal(value: BigNumber): string {
  return value.toJSON();
}
