import { paths } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { Button } from '@tdx/ui/overlay';
import { DataTable, type DataColumn } from '@tdx/ui';
import { Checkbox, formatDateTime, formatTokenAmount } from '@tdx/ui/extra';
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
/** Fits the checkbox (42 px with its touch padding). */
const ROW_HEIGHT = 48;

/** The user's orders: select several, or cancel one from its row. */
export function OpenOrdersTable({ orders, precisions, selected, onToggle, onCancel, busy }: OpenOrdersTableProps) {
  const describe = (order: OpenOrder) => `${SIDE_TEXT[order.side]} ${order.symbol} order of ${formatDateTime(order.timestamp * 1000)}`;
  const columns: DataColumn<OpenOrder>[] = [
    {
      key: 'select',
      header: 'Select',
      cell: (order) => (
        <Checkbox
          checked={selected.has(order.key)}
          onChange={() => onToggle(order)}
          disabled={busy}
          slotProps={{ input: { 'aria-label': `Select ${describe(order)}` } }}
        />
      ),
    },
    { key: 'date', header: 'Date', cell: (order) => formatDateTime(order.timestamp * 1000) },
    { key: 'side', header: 'Type', cell: (order) => SIDE_TEXT[order.side] },
    { key: 'symbol', header: 'Token', cell: (order) => <Link to={paths.trade.href(order.symbol)}>{order.symbol}</Link> },
    { key: 'quantity', header: 'Quantity', align: 'right', cell: (order) => formatTokenAmount(order.quantity, precisions.get(order.symbol) ?? QUOTE_PRECISION) },
    { key: 'price', header: 'Price (SWAP.HIVE)', align: 'right', cell: (order) => formatTokenAmount(order.price, QUOTE_PRECISION) },
    { key: 'total', header: 'Total (SWAP.HIVE)', align: 'right', cell: (order) => formatTokenAmount(orderTotal(order), QUOTE_PRECISION) },
    { key: 'expires', header: 'Expires', cell: (order) => formatDateTime(order.expiration * 1000) },
    {
      key: 'cancel',
      header: 'Action',
      pinned: 'end',
      cell: (order) => (
        <Button size="small" color="error" disabled={busy} onClick={() => onCancel([order])} aria-label={`Cancel ${describe(order)}`}>
          Cancel
        </Button>
      ),
    },
  ];
  return <DataTable label="Open orders" columns={columns} rows={orders} rowKey={(order) => order.key} emptyText="You have no open orders." maxHeight={480} rowHeight={ROW_HEIGHT} />;
}
