import type { BridgeConversion } from '@tdx/contracts';
import { runtimeConfig } from '@tdx/settings';
import { DataTable, Stack, type DataColumn } from '@tdx/ui';
import { formatDateTime, formatTokenAmount } from '@tdx/ui/extra';
import { coinTransactionUrl } from '../utils/coin-explorer';

/** The converter's amounts carry 8 decimals. */
const CONVERTER_PRECISION = 8;
const SHORT_ID_LENGTH = 10;
/** The transactions cell holds two links, one under the other. */
const ROW_HEIGHT = 56;

function TransactionLink({ label, coin, id }: { label: string; coin: string; id: string }) {
  const href = coinTransactionUrl(coin, id, runtimeConfig().explorerUrl);
  const text = `${label}: ${id.length > SHORT_ID_LENGTH ? `${id.slice(0, SHORT_ID_LENGTH)}…` : id}`;
  if (!href) return <span title={id}>{text}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} transaction ${id} on the ${coin} explorer`}>
      {text}
    </a>
  );
}

const amount = (value: string) => formatTokenAmount(value, CONVERTER_PRECISION);

const COLUMNS: DataColumn<BridgeConversion>[] = [
  { key: 'date', header: 'Date', cell: (row) => formatDateTime(Date.parse(row.created_at)) },
  { key: 'coins', header: 'Conversion', cell: (row) => `${row.from_coin_symbol} → ${row.to_coin_symbol}` },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => amount(row.from_amount) },
  { key: 'fee', header: 'Fee', align: 'right', cell: (row) => amount(row.ex_fee) },
  { key: 'received', header: 'Received', align: 'right', cell: (row) => amount(row.to_amount) },
  { key: 'destination', header: 'Destination', cell: (row) => row.to_address },
  {
    key: 'transactions',
    header: 'Transactions',
    cell: (row) => (
      <Stack spacing={0.5}>
        <TransactionLink label="Sent" coin={row.deposit.coin_symbol} id={row.deposit.txid} />
        <TransactionLink label="Paid out" coin={row.to_coin_symbol} id={row.to_txid} />
      </Stack>
    ),
  },
];

/** One page of conversions; every chain-written text is rendered as text. */
export function ConversionTable({ label, rows, emptyText }: { label: string; rows: BridgeConversion[]; emptyText: string }) {
  return <DataTable label={label} columns={COLUMNS} rows={rows} rowKey={(row) => row.id} emptyText={emptyText} maxHeight={480} rowHeight={ROW_HEIGHT} />;
}
