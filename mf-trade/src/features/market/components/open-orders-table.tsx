import { Button } from '@tdx/ui/overlay';
import { Box, DataTable, Stack, Typography, type DataColumn } from '@tdx/ui';
import { formatDateTime, formatNumber } from '@tdx/ui/extra';
import { useState } from 'react';
import { decimalOrZero } from '../model/decimal';
import type { OpenOrder } from '../model/types';

export interface OpenOrdersTableProps {
  symbol: string;
  precision: number;
  orders?: OpenOrder[];
  failed: boolean;
  busy: boolean;
  /** Resolves true once the cancel is confirmed on chain. */
  onCancel: (orders: OpenOrder[]) => Promise<boolean>;
}

const HEIGHT = 280;
const ROW_HEIGHT = 40;

/** The user's orders in this market, newest first; cancel one, or several selected in one broadcast. */
export function OpenOrdersTable({ symbol, precision, orders, failed, busy, onCancel }: OpenOrdersTableProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = [...(orders ?? [])].sort((a, b) => b.timestamp - a.timestamp);
  const chosen = rows.filter((order) => selected.has(order.txId));
  const toggle = (txId: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(txId)) next.add(txId);
      return next;
    });

  const columns: DataColumn<OpenOrder>[] = [
    {
      key: 'select',
      header: 'Select',
      cell: (order) => (
        <input
          type="checkbox"
          aria-label={`Select ${order.side} order at ${order.price}`}
          checked={selected.has(order.txId)}
          onChange={() => toggle(order.txId)}
        />
      ),
    },
    { key: 'side', header: 'Side', cell: (order) => (order.side === 'buy' ? 'Buy' : 'Sell') },
    { key: 'price', header: 'Price', align: 'right', cell: (order) => formatNumber(order.price, 8) },
    { key: 'quantity', header: symbol, align: 'right', cell: (order) => formatNumber(order.quantity, precision) },
    {
      key: 'total',
      header: 'Total HIVE',
      align: 'right',
      cell: (order) => formatNumber(decimalOrZero(order.price).times(decimalOrZero(order.quantity)), 8),
    },
    { key: 'date', header: 'Placed', cell: (order) => formatDateTime(order.timestamp * 1000) },
    {
      key: 'cancel',
      header: 'Action',
      pinned: 'end',
      cell: (order) => (
        <Button size="small" color="error" disabled={busy} onClick={() => void onCancel([order])} aria-label={`Cancel ${order.side} order at ${order.price}`}>
          Cancel
        </Button>
      ),
    },
  ];

  return (
    <Box component="section" aria-label="Your open orders" sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          Your open orders
        </Typography>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busy || chosen.length === 0}
          onClick={() => void onCancel(chosen).then((confirmed) => confirmed && setSelected(new Set()))}
        >
          Cancel selected ({chosen.length})
        </Button>
      </Stack>
      {failed && (
        <Typography role="status" color="error" variant="body2">
          Your orders could not be loaded; retrying.
        </Typography>
      )}
      <DataTable
        label="Your open orders"
        columns={columns}
        rows={rows}
        rowKey={(order) => order.txId}
        height={HEIGHT}
        rowHeight={ROW_HEIGHT}
        emptyText={orders ? 'No open orders' : 'Loading…'}
      />
    </Box>
  );
}
