import { paths, type BridgeTransfer } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { DataTable, type DataColumn } from '@tdx/ui';
import { formatDateTime } from '@tdx/ui/extra';
import type { ReactNode } from 'react';
import { bridgeAmount, CHAIN_NAMES, DIRECTION_NAMES, statusText } from '../../../shared';

export interface TransfersTableProps {
  transfers: readonly BridgeTransfer[];
  emptyText: ReactNode;
  onNearEnd?: () => void;
}

const ROW_HEIGHT = 44;

const COLUMNS: DataColumn<BridgeTransfer>[] = [
  { key: 'time', header: 'Time', cell: (transfer) => formatDateTime(Date.parse(transfer.createdAt)) },
  { key: 'account', header: 'Account', cell: (transfer) => transfer.account },
  { key: 'direction', header: 'Direction', cell: (transfer) => DIRECTION_NAMES[transfer.direction] },
  { key: 'coin', header: 'Coin', cell: (transfer) => transfer.coin },
  { key: 'chain', header: 'Chain', cell: (transfer) => CHAIN_NAMES[transfer.chain] },
  { key: 'amount', header: 'Amount', align: 'right', cell: (transfer) => bridgeAmount(transfer.amount) },
  { key: 'status', header: 'Status', cell: (transfer) => statusText(transfer) },
  {
    key: 'details',
    header: 'Details',
    pinned: 'end',
    cell: (transfer) => (
      <Link to={paths.bridgeTx.href(transfer.id)} aria-label={`${DIRECTION_NAMES[transfer.direction]} of ${transfer.amount} ${transfer.coin} by ${transfer.account}: details`}>
        View
      </Link>
    ),
  },
];

/** Transfers newest first, each linked to its status page. */
export function TransfersTable({ transfers, emptyText, onNearEnd }: TransfersTableProps) {
  return (
    <DataTable
      label="Bridge transfers"
      columns={COLUMNS}
      rows={transfers}
      rowKey={(transfer) => transfer.id}
      rowHeight={ROW_HEIGHT}
      maxHeight={620}
      emptyText={emptyText}
      onNearEnd={onNearEnd}
    />
  );
}
