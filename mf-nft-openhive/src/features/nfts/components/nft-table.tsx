import { Link } from '@tdx/router';
import { Box, ChainText, DataTable, Stack, Typography, type DataColumn } from '@tdx/ui';
import { TokenIcon, useMediaQuery } from '@tdx/ui/extra';
import type { ReactNode } from 'react';
import { nftDefinitionHref, type NftDefinition } from '../../../shared';
import { isNftSortKey, type NftOrder, type NftSortKey } from '../model/nft-order';
import { supplyText } from '../model/supply-text';

export interface NftTableProps {
  rows: readonly NftDefinition[];
  /** Symbols with an enabled market; undefined while read or when the read failed. */
  marketSymbols: ReadonlySet<string> | undefined;
  order: NftOrder;
  onSort: (key: NftSortKey) => void;
  emptyText: ReactNode;
}

const ROW_HEIGHT = 52;
export const NFT_TABLE_HEIGHT = 600;
const UNKNOWN = '—';
/** Chain text cut to the cell's width (rows have a fixed height). */
const ellipsis = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

type Column = DataColumn<NftDefinition>;

function SymbolCell({ nft, withName }: { nft: NftDefinition; withName: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="nft-row" data-symbol={nft.symbol}>
      <TokenIcon symbol={nft.symbol} icon={nft.icon} size={24} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <Link to={nftDefinitionHref(nft.symbol)}>{nft.symbol}</Link>
        </Typography>
        {withName && (
          <Typography variant="caption" color="text.secondary" sx={{ ...ellipsis, maxWidth: 150 }}>
            <ChainText>{nft.name}</ChainText>
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

const yesNo = (value: boolean | undefined) => (value === undefined ? UNKNOWN : value ? 'Yes' : 'No');

function columnsFor(narrow: boolean, marketSymbols: ReadonlySet<string> | undefined): Column[] {
  const symbol: Column = { key: 'symbol', header: 'NFT', sortable: true, cell: (nft) => <SymbolCell nft={nft} withName={narrow} /> };
  const supply: Column = { key: 'supply', header: 'Supply / max', align: 'right', sortable: true, cell: (nft) => supplyText(nft.supply, nft.maxSupply) };
  if (narrow) return [symbol, supply];
  return [
    symbol,
    { key: 'name', header: 'Name', sortable: true, cell: (nft) => <Box sx={{ ...ellipsis, maxWidth: 240 }}><ChainText>{nft.name}</ChainText></Box> },
    supply,
    { key: 'issuer', header: 'Issuer', sortable: true, cell: (nft) => nft.issuer },
    { key: 'market', header: 'Market', cell: (nft) => yesNo(marketSymbols?.has(nft.symbol)) },
    { key: 'delegation', header: 'Delegation', cell: (nft) => yesNo(nft.delegationEnabled) },
  ];
}

/** Every definition (virtualised), sortable by its headers; on a phone the NFT with its name and the supply. */
export function NftTable({ rows, marketSymbols, order, onSort, emptyText }: NftTableProps) {
  const narrow = useMediaQuery('(max-width:719.95px)');
  return (
    <DataTable
      label="NFTs"
      columns={columnsFor(narrow, marketSymbols)}
      rows={rows}
      rowKey={(nft) => nft.symbol}
      rowHeight={ROW_HEIGHT}
      height={NFT_TABLE_HEIGHT}
      emptyText={emptyText}
      sort={order}
      onSort={(key) => isNftSortKey(key) && onSort(key)}
    />
  );
}
