import type { Trade } from '@tdx/contracts';
import { Box, Typography } from '@tdx/ui';
import { DataTable, formatDateTime, formatNumber, Skeleton, type DataColumn } from '@tdx/ui/extra';

export interface TradeHistoryTableProps {
  symbol: string;
  precision: number;
  trades?: Trade[];
  failed: boolean;
}

const HEIGHT = 360;

/** The market's last trades (the contract keeps 24 h), newest first. */
export function TradeHistoryTable({ symbol, precision, trades, failed }: TradeHistoryTableProps) {
  const columns: DataColumn<Trade>[] = [
    { key: 'date', header: 'Date', render: (trade) => formatDateTime(trade.timestamp * 1000) },
    {
      key: 'type',
      header: 'Type',
      render: (trade) => (
        <Box component="span" sx={{ color: trade.type === 'buy' ? 'success.main' : 'error.main' }}>
          {trade.type === 'buy' ? 'Buy' : 'Sell'}
        </Box>
      ),
    },
    { key: 'buyer', header: 'Buyer', render: (trade) => trade.buyer },
    { key: 'seller', header: 'Seller', render: (trade) => trade.seller },
    { key: 'quantity', header: symbol, align: 'right', render: (trade) => formatNumber(trade.quantity, precision) },
    { key: 'price', header: 'Price', align: 'right', render: (trade) => formatNumber(trade.price, 8) },
    { key: 'volume', header: 'Total HIVE', align: 'right', render: (trade) => formatNumber(trade.volume, 8) },
  ];
  return (
    <Box component="section" aria-label="Trade history" sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Trade history
      </Typography>
      {failed && (
        <Typography role="status" color="error" variant="body2">
          Trade history could not be refreshed; retrying.
        </Typography>
      )}
      {trades ? (
        <DataTable label="Trade history" columns={columns} rows={trades} rowKey={(trade) => String(trade._id)} height={HEIGHT} emptyText="No trades in the last 24 hours" />
      ) : (
        <Skeleton variant="rectangular" height={HEIGHT} />
      )}
    </Box>
  );
}
