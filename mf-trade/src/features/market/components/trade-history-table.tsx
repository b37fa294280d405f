import type { Trade } from '@tdx/contracts';
import { DataTable, Placeholder, type DataColumn } from '@tdx/ui/base';
import { formatDateTime, formatNumber } from '@tdx/ui/format';
import { memo, useMemo } from 'react';
import * as styles from './market-layout.css';

export interface TradeHistoryTableProps {
  symbol: string;
  precision: number;
  trades?: Trade[];
  failed: boolean;
}

const HEIGHT = 360;
const ROW_HEIGHT = 36;

/** The market's last trades (the contract keeps 24 h), newest first. */
export const TradeHistoryTable = memo(function TradeHistoryTable({ symbol, precision, trades, failed }: TradeHistoryTableProps) {
  const columns = useMemo(
    (): DataColumn<Trade>[] => [
      { key: 'date', header: 'Date', cell: (trade) => formatDateTime(trade.timestamp * 1000) },
      {
        key: 'type',
        header: 'Type',
        cell: (trade) => <span data-trade-type={trade.type === 'buy' ? 'buy' : 'sell'}>{trade.type === 'buy' ? 'Buy' : 'Sell'}</span>,
      },
      { key: 'buyer', header: 'Buyer', cell: (trade) => trade.buyer },
      { key: 'seller', header: 'Seller', cell: (trade) => trade.seller },
      { key: 'quantity', header: symbol, align: 'right', cell: (trade) => formatNumber(trade.quantity, precision) },
      { key: 'price', header: 'Price', align: 'right', cell: (trade) => formatNumber(trade.price, 8) },
      { key: 'volume', header: 'Total HIVE', align: 'right', cell: (trade) => formatNumber(trade.volume, 8) },
    ],
    [symbol, precision],
  );
  return (
    <section aria-label="Trade history" className={styles.history}>
      <h2 className={styles.panelTitle}>Trade history</h2>
      {failed && (
        <p role="status" className={styles.statusLine}>
          Trade history could not be refreshed; retrying.
        </p>
      )}
      {trades ? (
        <DataTable
          label="Trade history"
          columns={columns}
          rows={trades}
          rowKey={(trade) => String(trade._id)}
          height={HEIGHT}
          rowHeight={ROW_HEIGHT}
          emptyText="No trades in the last 24 hours"
        />
      ) : (
        <Placeholder height={HEIGHT} />
      )}
    </section>
  );
});
