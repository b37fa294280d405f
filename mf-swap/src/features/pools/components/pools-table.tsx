import { DataTable, type DataColumn } from '@tdx/ui';
import { formatPercent, INVALID_NUMBER_TEXT, useMediaQuery } from '@tdx/ui/extra';
import type { ReactNode } from 'react';
import { PairLabel, PoolLinksMenu, StackedLines } from '../../../shared';
import type { PoolListRow } from '../model/pool-list';
import { priceLines, reserveText, usdText } from './pool-figures';

export interface PoolsTableProps {
  rows: readonly PoolListRow[];
  /** Shows the user's share column. */
  signedIn: boolean;
  emptyText: ReactNode;
}

/** Two lines of the reserves and price cells. */
const ROW_HEIGHT = 56;

function PriceCell({ row }: { row: PoolListRow }) {
  const lines = priceLines(row);
  return lines ? <StackedLines lines={lines} /> : <>No liquidity yet</>;
}

/** Every pool (virtualised): pair, liquidity, reserves, prices both ways, all-time volume, the user's share and the pool's shortcuts. */
export function PoolsTable({ rows, signedIn, emptyText }: PoolsTableProps) {
  const narrow = useMediaQuery('(max-width:599.95px)');
  const pair: DataColumn<PoolListRow> = { key: 'pair', header: 'Pair', cell: (row) => <PairLabel base={row.base} quote={row.quote} baseToken={row.baseToken} quoteToken={row.quoteToken} /> };
  const liquidity: DataColumn<PoolListRow> = { key: 'liquidity', header: 'Liquidity', align: 'right', cell: (row) => usdText(row.liquidityUsd) };
  const share: DataColumn<PoolListRow> = { key: 'share', header: 'Your share', align: 'right', cell: (row) => (row.share === null ? INVALID_NUMBER_TEXT : formatPercent(row.share, 4)) };
  const actions: DataColumn<PoolListRow> = { key: 'actions', header: 'Actions', pinned: 'end', cell: (row) => <PoolLinksMenu tokenPair={row.tokenPair} /> };
  const wide: DataColumn<PoolListRow>[] = [
    { key: 'reserves', header: 'Reserves', align: 'right', cell: (row) => <StackedLines lines={[reserveText(row, 'base'), reserveText(row, 'quote')]} /> },
    { key: 'price', header: 'Price', align: 'right', cell: (row) => <PriceCell row={row} /> },
    { key: 'volume', header: 'All-time volume', align: 'right', cell: (row) => usdText(row.volumeUsd) },
  ];
  const columns = [pair, liquidity, ...(narrow ? [] : wide), ...(signedIn ? [share] : []), actions];
  return <DataTable label="Liquidity pools" columns={columns} rows={rows} rowKey={(row) => row.tokenPair} rowHeight={ROW_HEIGHT} maxHeight={640} emptyText={emptyText} />;
}
