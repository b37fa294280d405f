export const CONVERSIONS_PAGE_SIZE = 10;

export type ConversionDirection = 'deposits' | 'withdrawals';

/** The converter's filter for each direction: deposits credited to the user, withdrawals sent by the user. */
export function conversionFilter(direction: ConversionDirection, account: string) {
  return direction === 'deposits' ? { to_address: account } : { deposit__from_account: account };
}

export interface PageWindow {
  /** 1-based number of the first and last row shown; 0 and 0 for an empty list. */
  first: number;
  last: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Offset of the page before / after (only meaningful when it exists). */
  previousOffset: number;
  nextOffset: number;
}

/** Where a page sits in `count` rows. */
export function pageWindow(offset: number, shown: number, count: number, pageSize = CONVERSIONS_PAGE_SIZE): PageWindow {
  return {
    first: shown === 0 ? 0 : offset + 1,
    last: offset + shown,
    hasPrevious: offset > 0,
    hasNext: offset + shown < count,
    previousOffset: Math.max(0, offset - pageSize),
    nextOffset: offset + pageSize,
  };
}
