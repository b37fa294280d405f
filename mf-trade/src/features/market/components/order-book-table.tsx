import { Button } from '@tdx/ui/overlay';
import { Box, Typography } from '@tdx/ui';
import { DataTable, formatNumber, Skeleton, type DataColumn } from '@tdx/ui/extra';
import type { BookLevel, OrderSide } from '../model/types';

export interface OrderBookTableProps {
  side: OrderSide;
  symbol: string;
  precision: number;
  /** `undefined` while loading. */
  levels?: BookLevel[];
  failed: boolean;
  onPickLevel: (level: BookLevel, side: OrderSide) => void;
}

export const BOOK_HEIGHT = 360;

/** One side of the book, aggregated per price with running totals; a price click fills the forms. */
export function OrderBookTable({ side, symbol, precision, levels, failed, onPickLevel }: OrderBookTableProps) {
  const title = side === 'buy' ? 'Buy orders' : 'Sell orders';
  const columns: DataColumn<BookLevel>[] = [
    {
      key: 'price',
      header: side === 'buy' ? 'Bid (HIVE)' : 'Ask (HIVE)',
      render: (level) => (
        <Button
          size="small"
          color={side === 'buy' ? 'success' : 'error'}
          sx={{ minWidth: 0, p: 0, fontVariantNumeric: 'tabular-nums' }}
          aria-label={`Use price ${level.price}`}
          onClick={() => onPickLevel(level, side)}
        >
          {formatNumber(level.price, 8)}
        </Button>
      ),
    },
    { key: 'quantity', header: symbol, align: 'right', render: (level) => formatNumber(level.quantity, precision) },
    { key: 'total', header: 'HIVE', align: 'right', render: (level) => formatNumber(level.total, 8) },
    { key: 'cumulative', header: 'Sum HIVE', align: 'right', render: (level) => formatNumber(level.cumulativeTotal, 8) },
  ];
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {failed && (
        <Typography role="status" color="error" variant="body2">
          {title} could not be refreshed; retrying.
        </Typography>
      )}
      {levels ? (
        <DataTable label={title} columns={columns} rows={levels} rowKey={(level) => level.price} height={BOOK_HEIGHT} rowHeight={37} emptyText="No orders" />
      ) : (
        <Skeleton variant="rectangular" height={BOOK_HEIGHT} />
      )}
    </Box>
  );
}
