import { DataTable, Placeholder, type DataColumn } from '@tdx/ui/base';
import { memo, useMemo } from 'react';
import { levelTextFormatter } from '../model/level-text';
import type { BookLevel, OrderSide } from '../model/types';
import * as styles from './market-layout.css';

export interface OrderBookTableProps {
  side: OrderSide;
  symbol: string;
  precision: number;
  /** `undefined` while loading. */
  levels?: BookLevel[];
  failed: boolean;
  onPickLevel: (level: BookLevel) => void;
  /** Read deeper into this side (the user scrolled to its last rows). */
  onNeedMore: (side: OrderSide) => void;
}

export const BOOK_HEIGHT = 360;
const ROW_HEIGHT = 36;

/** One side of the book, aggregated per price with running totals; a price click fills the forms. */
export const OrderBookTable = memo(function OrderBookTable({ side, symbol, precision, levels, failed, onPickLevel, onNeedMore }: OrderBookTableProps) {
  const title = side === 'buy' ? 'Buy orders' : 'Sell orders';
  const columns = useMemo((): DataColumn<BookLevel>[] => {
    const text = levelTextFormatter(precision);
    return [
      {
        key: 'price',
        header: side === 'buy' ? 'Bid (HIVE)' : 'Ask (HIVE)',
        cell: (level) => (
          <button type="button" aria-label={`Use price ${level.price}`} onClick={() => onPickLevel(level)}>
            {text(level).price}
          </button>
        ),
      },
      { key: 'quantity', header: symbol, align: 'right', cell: (level) => text(level).quantity },
      { key: 'total', header: 'HIVE', align: 'right', cell: (level) => text(level).total },
      { key: 'cumulative', header: 'Sum HIVE', align: 'right', cell: (level) => text(level).cumulativeTotal },
    ];
  }, [side, symbol, precision, onPickLevel]);

  return (
    <section aria-label={title} className={styles.bookSide[side]}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {failed && (
        <p role="status" className={styles.statusLine}>
          {title} could not be refreshed; retrying.
        </p>
      )}
      {levels ? (
        <DataTable
          label={title}
          columns={columns}
          rows={levels}
          rowKey={(level) => level.price}
          height={BOOK_HEIGHT}
          rowHeight={ROW_HEIGHT}
          emptyText="No orders"
          onNearEnd={() => onNeedMore(side)}
        />
      ) : (
        <Placeholder height={BOOK_HEIGHT} />
      )}
    </section>
  );
});
