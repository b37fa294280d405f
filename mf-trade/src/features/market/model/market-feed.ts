import type { Metric, Trade } from '@tdx/contracts';
import { aggregateBook } from './order-book';
import type { BookLevel, BookOrder, OrderSide } from './types';

/**
 * Books are re-read at least this often even when nothing else moved: only cancels and expiries
 * below the best prices leave no trace in the trades or the metrics row (which hold the best bid/ask).
 */
export const BOOK_REFRESH_MS = 180_000;
export const TRADES_KEPT = 100;
/** Orders read per book side at first, and added each time the user scrolls to the end of a side. */
export const BOOK_PAGE = 200;
/** The most rows one `find` may return (the sidechain's cap). */
export const MAX_FIND_LIMIT = 1000;

export interface MarketFetchers {
  metric: (symbol: string) => Promise<Metric | null>;
  /** `limit` orders of one side from `offset`, best price first. */
  book: (symbol: string, side: OrderSide, offset: number, limit: number) => Promise<BookOrder[]>;
  tradesAfter: (symbol: string, afterId?: number) => Promise<Trade[]>;
}

export type FeedPart = 'metric' | 'books' | 'trades';

export interface MarketState {
  /** `undefined` until first read. */
  metric?: Metric | null;
  bids?: BookLevel[];
  asks?: BookLevel[];
  trades?: Trade[];
  /** Bumped each time the books are re-read: account data (orders, balances) follows it. */
  booksVersion: number;
  /** Parts whose last read failed (the previous data, if any, stays shown). */
  failed: ReadonlySet<FeedPart>;
}

/** The orders read of one side: `depth` rows asked for, `complete` once the side had fewer. */
interface SideOrders {
  orders: readonly BookOrder[];
  depth: number;
  complete: boolean;
}

const levelsOf = (side: OrderSide) => (side === 'buy' ? 'bids' : 'asks');

/** The same order can appear on two pages when the book moved between the reads. */
function withoutRepeats(orders: readonly BookOrder[]): BookOrder[] {
  const seen = new Set<number>();
  return orders.filter((order) => !seen.has(order._id) && Boolean(seen.add(order._id)));
}

/**
 * The live market of one symbol. `poll()` reads the metrics row and only the trades after the
 * newest one held; the books (`BOOK_PAGE` rows a side, deeper once the user scrolled) are re-read
 * only when those moved or when `BOOK_REFRESH_MS` has passed. `refresh()` (the first read, and
 * after the user's own order) reads everything at once, the books beside the metric and trades; on
 * the first read the metric and trades are published as soon as they are in, the books when they are.
 * `deepen(side)` reads the next page of one side.
 */
export class MarketFeed {
  private state: MarketState = { booksVersion: 0, failed: new Set() };
  private booksReadAt = Number.NEGATIVE_INFINITY;
  private readonly sides: Record<OrderSide, SideOrders> = {
    buy: { orders: [], depth: BOOK_PAGE, complete: false },
    sell: { orders: [], depth: BOOK_PAGE, complete: false },
  };
  private readonly deepening = new Set<OrderSide>();
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly symbol: string,
    private readonly fetchers: MarketFetchers,
    private readonly now: () => number = Date.now,
  ) {}

  getState = (): MarketState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Everything anew: metric, the last trades and both books. */
  async refresh(): Promise<void> {
    await this.update(true);
  }

  /** One polling round: cheap reads first, the books only if something changed. */
  async poll(): Promise<void> {
    await this.update(false);
  }

  /** The next `BOOK_PAGE` orders of one side (nothing when the side is fully read or a read is under way). */
  async deepen(side: OrderSide): Promise<void> {
    const held = this.sides[side];
    if (held.complete || this.deepening.has(side) || this.state[levelsOf(side)] === undefined) return;
    this.deepening.add(side);
    try {
      const page = await this.fetchers.book(this.symbol, side, held.depth, BOOK_PAGE);
      const orders = withoutRepeats([...this.sides[side].orders, ...page]);
      this.sides[side] = { orders, depth: held.depth + BOOK_PAGE, complete: page.length < BOOK_PAGE };
      this.publish({ ...this.state, [levelsOf(side)]: aggregateBook(orders, side) });
    } catch {
      // Nothing changes; the next scroll to the end tries again.
    } finally {
      this.deepening.delete(side);
    }
  }

  /** All `depth` orders of one side, in reads of at most `MAX_FIND_LIMIT`. */
  private async readSide(side: OrderSide): Promise<SideOrders> {
    const { depth } = this.sides[side];
    const offsets = Array.from({ length: Math.ceil(depth / MAX_FIND_LIMIT) }, (_, index) => index * MAX_FIND_LIMIT);
    const pages = await Promise.all(offsets.map((offset) => this.fetchers.book(this.symbol, side, offset, Math.min(MAX_FIND_LIMIT, depth - offset))));
    const read = pages.flat();
    return { orders: withoutRepeats(read), depth, complete: read.length < depth };
  }

  /** Both sides anew; `undefined` when either read failed. */
  private readBooks(): Promise<[SideOrders, SideOrders] | undefined> {
    return Promise.all([this.readSide('buy'), this.readSide('sell')]).catch(() => undefined);
  }

  private publish(next: MarketState): void {
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }

  private async update(everything: boolean): Promise<void> {
    const failed = new Set<FeedPart>();
    const newestTradeId = everything ? undefined : this.state.trades?.[0]?._id;
    const cheapReads = Promise.all([
      this.fetchers.metric(this.symbol).catch(() => {
        failed.add('metric');
        return this.state.metric;
      }),
      this.fetchers.tradesAfter(this.symbol, newestTradeId).catch(() => {
        failed.add('trades');
        return undefined;
      }),
    ]);
    // A full read needs the books whatever the cheap reads say, so they follow at once.
    const booksRead = everything ? this.readBooks() : undefined;
    const [metric, trades] = await cheapReads;
    const tradesMoved = trades !== undefined && (everything || trades.length > 0);
    const metricMoved = metric !== this.state.metric && JSON.stringify(metric) !== JSON.stringify(this.state.metric);
    const next: MarketState = { ...this.state, metric, failed };
    if (trades !== undefined) next.trades = everything ? trades : [...trades, ...(this.state.trades ?? [])].slice(0, TRADES_KEPT);

    if (booksRead || tradesMoved || metricMoved || this.now() - this.booksReadAt >= BOOK_REFRESH_MS) {
      // On the first read the page has nothing to show yet: the prices and trades go up without waiting for the books.
      if (this.state.metric === undefined) this.publish({ ...next });
      const books = await (booksRead ?? this.readBooks());
      if (books) {
        const [buys, sells] = books;
        this.sides.buy = buys;
        this.sides.sell = sells;
        next.bids = aggregateBook(buys.orders, 'buy');
        next.asks = aggregateBook(sells.orders, 'sell');
        next.booksVersion = this.state.booksVersion + 1;
        this.booksReadAt = this.now();
      } else {
        failed.add('books');
      }
    } else if (this.state.failed.has('books')) {
      failed.add('books');
    }
    this.publish(next);
  }
}
