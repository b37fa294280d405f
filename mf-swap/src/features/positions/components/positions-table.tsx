import { DataTable, type DataColumn } from '@tdx/ui';
import { formatNumber, formatPercent, formatTokenAmount, INVALID_NUMBER_TEXT } from '@tdx/ui/extra';
import { PairLabel, PoolLinksMenu, SHARE_DECIMALS, StackedLines } from '../../../shared';
import type { PositionRow } from '../model/position-rows';

/** Two lines of the withdrawable cell. */
const ROW_HEIGHT = 56;

function WithdrawableCell({ row }: { row: PositionRow }) {
  if (!row.withdrawable || !row.baseToken || !row.quoteToken) return <>{INVALID_NUMBER_TEXT}</>;
  const lines = [`${formatTokenAmount(row.withdrawable.base, row.baseToken.precision)} ${row.base}`, `${formatTokenAmount(row.withdrawable.quote, row.quoteToken.precision)} ${row.quote}`];
  return <StackedLines lines={lines} />;
}

/** The user's positions: pair, shares, share of the pool, what they withdraw now and its value, and the pool's shortcuts. */
export function PositionsTable({ rows }: { rows: readonly PositionRow[] }) {
  const columns: DataColumn<PositionRow>[] = [
    { key: 'pair', header: 'Pair', cell: (row) => <PairLabel base={row.base} quote={row.quote} baseToken={row.baseToken} quoteToken={row.quoteToken} /> },
    { key: 'shares', header: 'Shares', align: 'right', cell: (row) => formatNumber(row.shares, SHARE_DECIMALS) },
    { key: 'share', header: 'Share of pool', align: 'right', cell: (row) => (row.sharePercent ? formatPercent(row.sharePercent, 4) : INVALID_NUMBER_TEXT) },
    { key: 'withdrawable', header: 'Withdrawable now', align: 'right', cell: (row) => <WithdrawableCell row={row} /> },
    { key: 'value', header: 'Value', align: 'right', cell: (row) => (row.usd ? `$${formatNumber(row.usd, 2)}` : INVALID_NUMBER_TEXT) },
    { key: 'actions', header: 'Actions', pinned: 'end', cell: (row) => <PoolLinksMenu tokenPair={row.tokenPair} /> },
  ];
  return <DataTable label="Your liquidity positions" columns={columns} rows={rows} rowKey={(row) => row.tokenPair} rowHeight={ROW_HEIGHT} maxHeight={560} emptyText="You have no liquidity in any pool." />;
}
