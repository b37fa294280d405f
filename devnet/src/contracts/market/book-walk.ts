import type { Query } from '../../chain/contract-api';
import type { TypedTable } from '../shared/typed-table';
import { ORDER_FETCH_LIMIT } from './constants';
import type { SellOrder } from './rows';

export interface BookWalk<T extends SellOrder> {
  table: TypedTable<T>;
  query: Query;
  /** true for the buy book (best = highest price), false for the sell book. */
  descending: boolean;
  isDone(): boolean;
  /** Fills against one resting order; returns true when that order left the book. */
  visit(order: T): boolean;
}

/**
 * Visits resting orders best price first, then oldest first, 25 per page — with the real contract's
 * paging: the next offset skips the rows of the page that were not removed.
 */
export function walkBook<T extends SellOrder>(walk: BookWalk<T>): void {
  const indexes = [
    { index: 'priceDec', descending: walk.descending },
    { index: '_id', descending: false },
  ];
  const fetchPage = (offset: number): T[] => walk.table.find(walk.query, { limit: ORDER_FETCH_LIMIT, offset, indexes });

  let offset = 0;
  let page = fetchPage(offset);
  do {
    let removed = 0;
    for (let i = 0; i < page.length && !walk.isDone(); i += 1) {
      if (walk.visit(page[i])) removed += 1;
    }
    offset += ORDER_FETCH_LIMIT - removed;
    if (!walk.isDone()) page = fetchPage(offset);
  } while (page.length > 0 && !walk.isDone());
}
