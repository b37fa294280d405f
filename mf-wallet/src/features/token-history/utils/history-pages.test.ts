import { appendPage, NO_PAGES, passedThroughParams } from './history-pages';
import type { HistoryRow } from './history-row';

const row = (id: string, timestamp: number): HistoryRow => ({ _id: id, blockNumber: 1, transactionId: id, timestamp, account: 'bob', operation: 'tokens_transfer' });

describe('appendPage', () => {
  it('keeps going while pages are full and stops on a short page', () => {
    const first = appendPage(NO_PAGES, [row('a', 30), row('b', 20)], 2);
    expect(first).toEqual({ rows: [row('a', 30), row('b', 20)], nextOffset: 2, hasMore: true });
    const second = appendPage(first, [row('c', 10)], 2);
    expect(second.rows.map((r) => r._id)).toEqual(['a', 'b', 'c']);
    expect(second).toMatchObject({ nextOffset: 3, hasMore: false });
  });

  it('shows a row once when a page repeats rows already shown, and keeps newest first', () => {
    const first = appendPage(NO_PAGES, [row('a', 30), row('b', 20)], 2);
    const second = appendPage(first, [row('b', 20), row('c', 25)], 2);
    expect(second.rows.map((r) => r._id)).toEqual(['a', 'c', 'b']);
    expect(second.nextOffset).toBe(4);
  });

  it('keeps the API order for equal timestamps', () => {
    const pages = appendPage(NO_PAGES, [row('x', 5), row('y', 5), row('z', 5)], 30);
    expect(pages.rows.map((r) => r._id)).toEqual(['x', 'y', 'z']);
  });
});

describe('passedThroughParams', () => {
  it('hands on the history filters of the page URL and nothing else', () => {
    expect(passedThroughParams('?ops=tokens_transfer,market_buy&timestampStart=1&account=mallory&limit=9')).toEqual({
      ops: 'tokens_transfer,market_buy',
      timestampStart: '1',
    });
    expect(passedThroughParams('')).toEqual({});
  });
});
