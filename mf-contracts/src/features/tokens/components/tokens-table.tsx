import { DataTable, type DataColumn } from '@tdx/ui';
import { formatTokenAmount, useMediaQuery } from '@tdx/ui/extra';
import type { ReactNode } from 'react';
import { isTokenSortKey, type TokenOrder } from '../model/token-order';
import type { TokenListRow } from '../model/token-rows';
import { ChangeCell, FavouriteButton, FeatureBadges, NameCell, PriceChangeCell, TokenCell, usdPriceText, usdText } from './token-cells';

export interface TokensTableProps {
  rows: readonly TokenListRow[];
  order: TokenOrder;
  onSort: (order: TokenOrder['key']) => void;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (symbol: string) => void;
  emptyText: ReactNode;
}

/** Two text lines on a phone (symbol over name, price over change); a small chip on a desktop. */
const ROW_HEIGHT = 52;
/** Fixed, so the page does not move when a search shortens the list (and the skeleton takes the same place). */
export const TABLE_HEIGHT = 600;

type Column = DataColumn<TokenListRow>;

function columnsFor(narrow: boolean, favourites: ReadonlySet<string>, onToggleFavourite: (symbol: string) => void): Column[] {
  const favourite: Column = { key: 'favourite', header: 'Favourite', cell: (row) => <FavouriteButton symbol={row.symbol} favourite={favourites.has(row.symbol)} onToggle={onToggleFavourite} /> };
  const token: Column = { key: 'symbol', header: 'Token', sortable: true, cell: (row) => <TokenCell row={row} withName={narrow} /> };
  const volume: Column = { key: 'volume', header: '24 h volume', align: 'right', sortable: true, cell: (row) => usdText(row.exact().volumeUsd, 2) };
  if (narrow) return [favourite, token, { key: 'price', header: 'Price', align: 'right', sortable: true, cell: (row) => <PriceChangeCell row={row} /> }, volume];
  return [
    favourite,
    token,
    { key: 'name', header: 'Name', sortable: true, cell: (row) => <NameCell row={row} /> },
    { key: 'price', header: 'Price', align: 'right', sortable: true, cell: (row) => usdPriceText(row.exact().priceUsd) },
    { key: 'change', header: '24 h change', align: 'right', sortable: true, cell: (row) => <ChangeCell change={row.exact().change} /> },
    volume,
    { key: 'marketCap', header: 'Market cap', align: 'right', sortable: true, cell: (row) => usdText(row.exact().marketCapUsd, 0) },
    { key: 'supply', header: 'Circulating supply', align: 'right', sortable: true, cell: (row) => formatTokenAmount(row.exact().circulatingSupply, row.token.precision) },
    { key: 'features', header: 'Staking & delegation', cell: (row) => <FeatureBadges row={row} /> },
    { key: 'issuer', header: 'Issuer', sortable: true, cell: (row) => row.token.issuer },
  ];
}

/** Every token (virtualised), sortable by each header; on a phone star, token, price with change and volume. */
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
