/**
 * Most pages one `findAll` reads: 1,000 pages of up to 1,000 rows is a million rows, far past any
 * table a page of the site lists, yet it ends a node that keeps answering full pages.
 */
export const MAX_PAGES = 1000;

/** A node's pages do not add up to a list: they repeat or never end. */
export class PagingError extends Error {
  constructor(
    readonly contract: string,
    readonly table: string,
    detail: string,
  ) {
    super(`The sidechain node answered an endless list of ${contract}.${table} (${detail}); the list cannot be read from it.`);
    this.name = 'PagingError';
  }
}

/** Throws unless `page` goes past `previousLastId` (the last `_id` of the page before, if any). */
export function checkPageAdvances(contract: string, table: string, page: readonly { _id: number }[], previousLastId: number | undefined): void {
  if (previousLastId === undefined || page.length === 0) return;
  const lastId = page[page.length - 1]._id;
  if (!(lastId > previousLastId)) throw new PagingError(contract, table, `a page ends at _id ${String(lastId)}, not after ${previousLastId}`);
}
