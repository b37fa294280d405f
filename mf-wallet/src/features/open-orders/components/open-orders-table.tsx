import { paths } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { Button } from '@tdx/ui/overlay';
import { Checkbox, DataTable, formatDateTime, formatTokenAmount, type DataColumn } from '@tdx/ui/extra';
import { orderTotal, QUOTE_PRECISION, type OpenOrder } from '../utils/open-order';

export interface OpenOrdersTableProps {
  orders: OpenOrder[];
  precisions: ReadonlyMap<string, number>;
  selected: ReadonlySet<string>;
  onToggle: (order: OpenOrder) => void;
  onCancel: (orders: OpenOrder[]) => void;
  busy: boolean;
}

const SIDE_TEXT = { buy: 'Buy', sell: 'Sell' } as const;

/** The user's orders: select several, or cancel one from its row. */
export function OpenOrdersTable({ orders, precisions, selected, onToggle, onCancel, busy }: OpenOrdersTableProps) {
  const describe = (order: OpenOrder) => `${SIDE_TEXT[order.side]} ${order.symbol} order of ${formatDateTime(order.timestamp * 1000)}`;
  const columns: DataColumn<OpenOrder>[] = [
    {
      key: 'select',
      header: 'Select',
      render: (order) => (
        <Checkbox
          checked={selected.has(order.key)}
          onChange={() => onToggle(order)}
          disabled={busy}
          slotProps={{ input: { 'aria-label': `Select ${describe(order)}` } }}
        />
      ),
    },
    { key: 'date', header: 'Date', render: (order) => formatDateTime(order.timestamp * 1000) },
    { key: 'side', header: 'Type', render: (order) => SIDE_TEXT[order.side] },
    { key: 'symbol', header: 'Token', render: (order) => <Link to={paths.trade.href(order.symbol)}>{order.symbol}</Link> },
    { key: 'quantity', header: 'Quantity', align: 'right', render: (order) => formatTokenAmount(order.quantity, precisions.get(order.symbol) ?? QUOTE_PRECISION) },
    { key: 'price', header: 'Price (SWAP.HIVE)', align: 'right', render: (order) => formatTokenAmount(order.price, QUOTE_PRECISION) },
    { key: 'total', header: 'Total (SWAP.HIVE)', align: 'right', render: (order) => formatTokenAmount(orderTotal(order), QUOTE_PRECISION) },
    { key: 'expires', header: 'Expires', render: (order) => formatDateTime(order.expiration * 1000) },
    {
      key: 'cancel',
      header: 'Action',
      render: (order) => (
        <Button size="small" color="error" disabled={busy} onClick={() => onCancel([order])} aria-label={`Cancel ${describe(order)}`}>
          Cancel
        </Button>
      ),
    },
  ];
  return <DataTable label="Open orders" columns={columns} rows={orders} rowKey={(order) => order.key} emptyText="You have no open orders." />;
}
