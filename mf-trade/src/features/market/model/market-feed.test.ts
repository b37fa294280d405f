import type { Metric, Trade } from '@tdx/contracts';
import { BOOK_PAGE, BOOK_REFRESH_MS, MarketFeed, type MarketFetchers } from './market-feed';
import type { BookOrder } from './types';

const metric = (lastPrice: string) => ({ symbol: 'BEE', lastPrice }) as Metric;
const trade = (id: number) => ({ _id: id, symbol: 'BEE', price: '1', quantity: '1' }) as Trade;
const order = (price: string, id = 1): BookOrder => ({ _id: id, txId: 't', account: 'a', symbol: 'BEE', price, quantity: '1', timestamp: 0, expiration: 0 });

function setup() {
  let now = 0;
  const fetchers = {
    metric: jest.fn().mockResolvedValue(metric('1')),
    book: jest.fn((_symbol: string, side: 'buy' | 'sell') => Promise.resolve([order(side === 'buy' ? '0.9' : '1.1')])),
    tradesAfter: jest.fn().mockResolvedValue([trade(2), trade(1)]),
  } satisfies MarketFetchers;
  const feed = new MarketFeed('BEE', fetchers, () => now);
  return { feed, fetchers, advance: (ms: number) => (now += ms) };
}

describe('MarketFeed', () => {
  it('reads everything on refresh', async () => {
    const { feed, fetchers } = setup();
    await feed.refresh();
    expect(fetchers.tradesAfter).toHaveBeenCalledWith('BEE', undefined);
    expect(feed.getState()).toMatchObject({ metric: metric('1'), booksVersion: 1, trades: [trade(2), trade(1)] });
    expect(feed.getState().bids?.[0].price).toBe('0.90000000');
    expect(feed.getState().asks?.[0].price).toBe('1.10000000');
  });

  it('sends the book reads of a refresh beside the metric and trades, without waiting for their answers', async () => {
    const { feed, fetchers } = setup();
    let answerMetric = (_row: Metric) => {};
    fetchers.metric.mockReturnValue(new Promise<Metric>((resolve) => (answerMetric = resolve)));
    const refreshed = feed.refresh();
    expect(fetchers.book).toHaveBeenCalledTimes(2);
    expect(fetchers.book).toHaveBeenCalledWith('BEE', 'buy', 0, BOOK_PAGE);
    expect(fetchers.book).toHaveBeenCalledWith('BEE', 'sell', 0, BOOK_PAGE);
    answerMetric(metric('1'));
    await refreshed;
    expect(feed.getState()).toMatchObject({ metric: metric('1'), booksVersion: 1 });
  });

  it('shows the metric and trades of the first read without waiting for the books', async () => {
    const { feed, fetchers } = setup();
    let answerBooks = () => {};
    const booksAnswered = new Promise<void>((resolve) => (answerBooks = resolve));
    fetchers.book.mockImplementation(async (_symbol, side) => {
      await booksAnswered;
      return [order(side === 'buy' ? '0.9' : '1.1')];
    });
    const seen: unknown[] = [];
    feed.subscribe(() => seen.push({ metric: feed.getState().metric, trades: feed.getState().trades?.length, bids: feed.getState().bids?.length }));
    const refreshed = feed.refresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([{ metric: metric('1'), trades: 2, bids: undefined }]);
    answerBooks();
    await refreshed;
    expect(seen[1]).toEqual({ metric: metric('1'), trades: 2, bids: 1 });

    // Later reads publish once, everything together.
    await feed.refresh();
    expect(seen).toHaveLength(3);
  });

  it('polls only the metric and newer trades while nothing moved', async () => {
    const { feed, fetchers, advance } = setup();
    await feed.refresh();
    fetchers.tradesAfter.mockResolvedValue([]);
    advance(20_000);
    await feed.poll();
    expect(fetchers.tradesAfter).toHaveBeenLastCalledWith('BEE', 2);
    expect(fetchers.book).toHaveBeenCalledTimes(2);
    expect(feed.getState().booksVersion).toBe(1);
  });

  it('re-reads the books when a trade arrives or the metric changes, and keeps the newest trades first', async () => {
    const { feed, fetchers } = setup();
    await feed.refresh();
    fetchers.tradesAfter.mockResolvedValue([trade(3)]);
    await feed.poll();
    expect(fetchers.book).toHaveBeenCalledTimes(4);
    expect(feed.getState().trades?.map((row) => row._id)).toEqual([3, 2, 1]);

    fetchers.tradesAfter.mockResolvedValue([]);
    fetchers.metric.mockResolvedValue(metric('2'));
    await feed.poll();
    expect(fetchers.book).toHaveBeenCalledTimes(6);
    expect(feed.getState().booksVersion).toBe(3);
  });

  it('re-reads the books once BOOK_REFRESH_MS has passed', async () => {
    const { feed, fetchers, advance } = setup();
    await feed.refresh();
    fetchers.tradesAfter.mockResolvedValue([]);
    advance(BOOK_REFRESH_MS);
    await feed.poll();
    expect(fetchers.book).toHaveBeenCalledTimes(4);
  });

  it('marks a failed part and keeps what it had', async () => {
    const { feed, fetchers } = setup();
    await feed.refresh();
    fetchers.book.mockRejectedValue(new Error('down'));
    fetchers.metric.mockRejectedValue(new Error('down'));
    await feed.refresh();
    expect(feed.getState().failed).toEqual(new Set(['metric', 'books']));
    expect(feed.getState().metric).toEqual(metric('1'));
    expect(feed.getState().bids).toHaveLength(1);
  });

  it('tells subscribers about each update', async () => {
    const { feed } = setup();
    await feed.refresh();
    const listener = jest.fn();
    const unsubscribe = feed.subscribe(listener);
    await feed.poll();
    unsubscribe();
    await feed.poll();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  describe('reading deeper into a book', () => {
    const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => order(`1.${String(9999 - from - index).padStart(4, '0')}`, from + index));

    function deepSetup(sellOrders: number) {
      const setupResult = setup();
      setupResult.fetchers.book.mockImplementation((_symbol: string, side: 'buy' | 'sell', offset = 0, limit = BOOK_PAGE) =>
        Promise.resolve(side === 'buy' ? [order('0.9')] : page(offset, Math.max(0, Math.min(limit, sellOrders - offset)))),
      );
      return setupResult;
    }

    it('reads the next page of one side and adds its levels', async () => {
      const { feed, fetchers } = deepSetup(1000);
      await feed.refresh();
      expect(fetchers.book).toHaveBeenCalledWith('BEE', 'sell', 0, BOOK_PAGE);
      expect(feed.getState().asks).toHaveLength(BOOK_PAGE);
      await feed.deepen('sell');
      expect(fetchers.book).toHaveBeenLastCalledWith('BEE', 'sell', BOOK_PAGE, BOOK_PAGE);
      expect(feed.getState().asks).toHaveLength(2 * BOOK_PAGE);
      expect(feed.getState().bids).toHaveLength(1);
    });

    it('re-reads the whole depth on the next refresh, in reads of at most 1,000 rows', async () => {
      const { feed, fetchers } = deepSetup(5000);
      await feed.refresh();
      for (let read = 0; read < 5; read += 1) await feed.deepen('sell');
      expect(feed.getState().asks).toHaveLength(6 * BOOK_PAGE);
      fetchers.book.mockClear();
      await feed.refresh();
      expect(fetchers.book).toHaveBeenCalledWith('BEE', 'sell', 0, 1000);
      expect(fetchers.book).toHaveBeenCalledWith('BEE', 'sell', 1000, 200);
      expect(feed.getState().asks).toHaveLength(6 * BOOK_PAGE);
    });

    it('stops once a side is read to its end', async () => {
      const { feed, fetchers } = deepSetup(250);
      await feed.refresh();
      await feed.deepen('sell');
      expect(feed.getState().asks).toHaveLength(250);
      fetchers.book.mockClear();
      await feed.deepen('sell');
      expect(fetchers.book).not.toHaveBeenCalled();
    });

    it('keeps the levels it had when a deeper read fails', async () => {
      const { feed, fetchers } = deepSetup(1000);
      await feed.refresh();
      fetchers.book.mockRejectedValueOnce(new Error('down'));
      await feed.deepen('sell');
      expect(feed.getState().asks).toHaveLength(BOOK_PAGE);
      await feed.deepen('sell');
      expect(fetchers.book).toHaveBeenLastCalledWith('BEE', 'sell', BOOK_PAGE, BOOK_PAGE);
    });
  });
});
