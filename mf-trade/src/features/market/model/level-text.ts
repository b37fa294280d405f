import { formatNumber } from '@tdx/ui/format';
import { PRICE_DECIMALS } from './decimal';
import type { BookLevel } from './types';

export interface LevelText {
  price: string;
  quantity: string;
  total: string;
  cumulativeTotal: string;
}

/**
 * The book's cell texts, formatted the first time a level is shown and kept with it: a re-render
 * or a scroll back formats nothing again, and levels never shown are never formatted.
 */
export function levelTextFormatter(precision: number): (level: BookLevel) => LevelText {
  const texts = new WeakMap<BookLevel, LevelText>();
  return (level) => {
    let text = texts.get(level);
    if (!text) {
      text = {
        price: formatNumber(level.price, PRICE_DECIMALS),
        quantity: formatNumber(level.quantity, precision),
        total: formatNumber(level.total, PRICE_DECIMALS),
        cumulativeTotal: formatNumber(level.cumulativeTotal, PRICE_DECIMALS),
      };
      texts.set(level, text);
    }
    return text;
  };
}
