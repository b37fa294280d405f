import { DataTable, type DataColumn } from '@tdx/ui';
import { formatCompactUsd, formatTokenAmount, useMediaQuery } from '@tdx/ui/extra';
import type { ReactNode } from 'react';
import { isTokenSortKey, type TokenOrder } from '../model/token-order';
import type { TokenListRow } from '../model/token-rows';
import { ChangeCell, FeatureBadges, PriceChangeCell, TokenCell, usdPriceText, usdText } from './token-cells';

export interface TokensTableProps {
  rows: readonly TokenListRow[];
  order: TokenOrder;
  onSort: (order: TokenOrder['key']) => void;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (symbol: string) => void;
  emptyText: ReactNode;
}

/** Two text lines: symbol over name (and on a phone price over change). */
const ROW_HEIGHT = 52;
/** Fixed, so the page does not move when a search shortens the list (and the skeleton takes the same place). */
export const TABLE_HEIGHT = 600;

type Column = DataColumn<TokenListRow>;

function columnsFor(narrow: boolean, favourites: ReadonlySet<string>, onToggleFavourite: (symbol: string) => void): Column[] {
  const token: Column = { key: 'symbol', header: 'Token', sortable: true, cell: (row) => <TokenCell row={row} favourite={favourites.has(row.symbol)} onToggleFavourite={onToggleFavourite} compact={narrow} /> };
  if (narrow) {
    return [
      token,
      { key: 'price', header: 'Price', align: 'right', sortable: true, cell: (row) => <PriceChangeCell row={row} /> },
      { key: 'volume', header: 'Volume', align: 'right', sortable: true, cell: (row) => formatCompactUsd(row.exact().volumeUsd) },
    ];
  }
  return [
    token,
    { key: 'price', header: 'Price', align: 'right', sortable: true, cell: (row) => usdPriceText(row.exact().priceUsd) },
    { key: 'change', header: '24 h change', align: 'right', sortable: true, cell: (row) => <ChangeCell change={row.exact().change} /> },
    { key: 'volume', header: '24 h volume', align: 'right', sortable: true, cell: (row) => usdText(row.exact().volumeUsd, 2) },
    { key: 'marketCap', header: 'Market cap', align: 'right', sortable: true, cell: (row) => usdText(row.exact().marketCapUsd, 0) },
    { key: 'supply', header: 'Circulating supply', align: 'right', sortable: true, cell: (row) => formatTokenAmount(row.exact().circulatingSupply, row.token.precision) },
    { key: 'features', header: 'Staking & delegation', cell: (row) => <FeatureBadges row={row} /> },
    { key: 'issuer', header: 'Issuer', sortable: true, cell: (row) => row.token.issuer },
  ];
}

/** Every token (virtualised), sortable by each header; on a phone the token, the price over its change, and the 24 h volume in short. */
export function TokensTable({ rows, order, onSort, favourites, onToggleFavourite, emptyText }: TokensTableProps) {
  const narrow = useMediaQuery('(max-width:719.95px)');
  return (
    <DataTable
      label="Tokens"
      columns={columnsFor(narrow, favourites, onToggleFavourite)}
      rows={rows}
      rowKey={(row) => row.symbol}
      rowHeight={ROW_HEIGHT}
      height={TABLE_HEIGHT}
      emptyText={emptyText}
      sort={order}
      onSort={(key) => isTokenSortKey(key) && onSort(key)}
    />
  );
}
