import type { Metric, Trade } from '@tdx/contracts';
import { BOOK_REFRESH_MS, MarketFeed, type MarketFetchers } from './market-feed';
import type { BookOrder } from './types';

const metric = (lastPrice: string) => ({ symbol: 'BEE', lastPrice }) as Metric;
const trade = (id: number) => ({ _id: id, symbol: 'BEE', price: '1', quantity: '1' }) as Trade;
const order = (price: string): BookOrder => ({ _id: 1, txId: 't', account: 'a', symbol: 'BEE', price, quantity: '1', timestamp: 0, expiration: 0 });

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
    const listener = jest.fn();
    const unsubscribe = feed.subscribe(listener);
    await feed.refresh();
    unsubscribe();
    await feed.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
