import { Link } from '@tdx/router';
import { useData } from '@tdx/data';
import { paths } from '@tdx/contracts';
import { Stack, Typography } from '@tdx/ui';
import { Paper, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { useDeferredValue, useMemo, useState } from 'react';
import { allNftDefinitionsQuery, LoadFailure, nftMarketSymbolsQuery } from '../../../shared';
import { DEFAULT_NFT_ORDER, filterNfts, nextNftOrder, sortNfts } from '../model/nft-order';
import { NftFilters } from './nft-filters';
import { NFT_TABLE_HEIGHT, NftTable } from './nft-table';

export const NFTS_FAILED_TEXT = 'The NFT definitions could not be read from the sidechain nodes.';
export const MARKETS_FAILED_TEXT = 'Which NFTs have a market could not be read: the Market column is unknown for now.';

/** Every NFT definition of the sidechain, searchable by symbol or name, sortable by each header. */
export function NftListPage() {
  const definitions = useData(allNftDefinitionsQuery, undefined);
  const markets = useData(nftMarketSymbolsQuery, undefined);
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState(DEFAULT_NFT_ORDER);
  const listedSearch = useDeferredValue(search);
  const sorted = useMemo(() => (definitions.data ? sortNfts(definitions.data, order) : undefined), [definitions.data, order]);
  const shown = useMemo(() => (sorted ? filterNfts(sorted, listedSearch) : []), [sorted, listedSearch]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h1">
          NFTs
        </Typography>
        <Button component={Link} to={paths.nftsCreate.href()} variant="contained">
          Create an NFT
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Every NFT definition of the sidechain: open one to see its properties and its instances.
      </Typography>
      {definitions.failed && !definitions.data ? (
        <LoadFailure text={NFTS_FAILED_TEXT} onRetry={definitions.reload} />
      ) : (
        <>
          <NftFilters search={search} onSearch={setSearch} counts={sorted && { shown: shown.length, total: sorted.length }} />
          {markets.failed && <LoadFailure text={MARKETS_FAILED_TEXT} onRetry={markets.reload} />}
          <Paper variant="outlined">
            {sorted ? (
              <NftTable
                rows={shown}
                marketSymbols={markets.data}
                order={order}
                onSort={(key) => setOrder((current) => nextNftOrder(current, key))}
                emptyText={sorted.length === 0 ? 'No NFT has been created yet.' : `No NFT has a symbol or name containing “${listedSearch.trim()}”.`}
              />
            ) : (
              <Skeleton variant="rectangular" height={NFT_TABLE_HEIGHT} aria-label="Loading the NFTs" />
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
