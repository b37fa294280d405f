import { appendPage, NO_PAGES } from './history-pages';
import type { PoolHistoryRow } from './pool-history';

const row = (_id: string, timestamp: number): PoolHistoryRow => ({ _id, timestamp, blockNumber: 1, transactionId: _id, account: 'bob', operation: 'marketpools_swapTokens' });

describe('appendPage', () => {
  it('adds pages newest first and stops after a short page', () => {
    const first = appendPage(NO_PAGES, [row('a', 30), row('b', 20)], 2);
    expect([first.rows.map((one) => one._id), first.nextOffset, first.hasMore]).toEqual([['a', 'b'], 2, true]);
    const second = appendPage(first, [row('c', 10)], 2);
    expect([second.rows.map((one) => one._id), second.nextOffset, second.hasMore]).toEqual([['a', 'b', 'c'], 3, false]);
  });

  it('keeps each row once when new rows shifted the page onto rows already shown', () => {
    const first = appendPage(NO_PAGES, [row('a', 30), row('b', 20)], 2);
    const second = appendPage(first, [row('b', 20), row('c', 10)], 2);
    expect(second.rows.map((one) => one._id)).toEqual(['a', 'b', 'c']);
    expect(second.nextOffset).toBe(4);
  });

  it('keeps the API’s order of rows of the same second', () => {
    expect(appendPage(NO_PAGES, [row('x', 5), row('y', 5), row('z', 5)]).rows.map((one) => one._id)).toEqual(['x', 'y', 'z']);
  });
});
