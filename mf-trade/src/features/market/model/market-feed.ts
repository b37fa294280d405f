import type { Metric, Trade } from '@tdx/contracts';
import { aggregateBook } from './order-book';
import type { BookLevel, BookOrder, OrderSide } from './types';

/**
 * Books are re-read at least this often even when nothing else moved: only cancels and expiries
 * below the best prices leave no trace in the trades or the metrics row (which hold the best bid/ask).
 */
export const BOOK_REFRESH_MS = 180_000;
export const TRADES_KEPT = 100;

export interface MarketFetchers {
  metric: (symbol: string) => Promise<Metric | null>;
  book: (symbol: string, side: OrderSide) => Promise<BookOrder[]>;
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

/**
 * The live market of one symbol. `poll()` reads the metrics row and only the trades after the
 * newest one held; the books (two 200-row reads) are re-read only when those moved, when
 * `BOOK_REFRESH_MS` has passed, or when `refresh()` forces everything (after the user's own order).
 */
export class MarketFeed {
  private state: MarketState = { booksVersion: 0, failed: new Set() };
  private booksReadAt = Number.NEGATIVE_INFINITY;
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

  private async update(everything: boolean): Promise<void> {
    const failed = new Set<FeedPart>();
    const newestTradeId = everything ? undefined : this.state.trades?.[0]?._id;
    const [metric, trades] = await Promise.all([
      this.fetchers.metric(this.symbol).catch(() => {
        failed.add('metric');
        return this.state.metric;
      }),
      this.fetchers.tradesAfter(this.symbol, newestTradeId).catch(() => {
        failed.add('trades');
        return undefined;
      }),
    ]);
    const tradesMoved = trades !== undefined && (everything || trades.length > 0);
    const metricMoved = metric !== this.state.metric && JSON.stringify(metric) !== JSON.stringify(this.state.metric);
    const next: MarketState = { ...this.state, metric, failed };
    if (trades !== undefined) next.trades = everything ? trades : [...trades, ...(this.state.trades ?? [])].slice(0, TRADES_KEPT);

    if (everything || tradesMoved || metricMoved || this.now() - this.booksReadAt >= BOOK_REFRESH_MS) {
      try {
        const [buys, sells] = await Promise.all([this.fetchers.book(this.symbol, 'buy'), this.fetchers.book(this.symbol, 'sell')]);
        next.bids = aggregateBook(buys, 'buy');
        next.asks = aggregateBook(sells, 'sell');
        next.booksVersion = this.state.booksVersion + 1;
        this.booksReadAt = this.now();
      } catch {
        failed.add('books');
      }
    } else if (this.state.failed.has('books')) {
      failed.add('books');
    }
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }
}
