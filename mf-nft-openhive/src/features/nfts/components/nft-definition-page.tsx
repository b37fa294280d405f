import { Link } from '@tdx/router';
import { useData } from '@tdx/data';
import { paths } from '@tdx/contracts';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { LoadFailure, nftDefinitionQuery, nftMarketSymbolsQuery } from '../../../shared';
import { NftInstancesSection } from './nft-instances-section';
import { NftPropertiesSection } from './nft-properties-section';
import { NftSummary } from './nft-summary';

export const DEFINITION_FAILED_TEXT = 'This NFT could not be read from the sidechain nodes.';

/** One definition: what it is, its properties and issuers, and its instances read as they are scrolled to. */
export function NftDefinitionPage({ symbol }: { symbol: string }) {
  const definition = useData(nftDefinitionQuery, symbol);
  const markets = useData(nftMarketSymbolsQuery, undefined);
  const nft = definition.data;
  const back = (
    <Typography variant="body2">
      <Link to={paths.nfts.href()}>All NFTs</Link>
    </Typography>
  );

  if (!nft) {
    return (
      <Stack spacing={2}>
        {back}
        <Typography variant="h5" component="h1">
          {symbol}
        </Typography>
        {nft === null ? (
          <Alert severity="info">No NFT has the symbol {symbol}.</Alert>
        ) : definition.failed ? (
          <LoadFailure text={DEFINITION_FAILED_TEXT} onRetry={definition.reload} />
        ) : (
          <Skeleton variant="rectangular" height={240} aria-label={`Loading ${symbol}`} />
        )}
      </Stack>
    );
  }
  const marketEnabled = markets.data?.has(nft.symbol);
  return (
    <Stack spacing={3}>
      {back}
      <NftSummary nft={nft} marketEnabled={marketEnabled} />
      <NftPropertiesSection nft={nft} />
      {markets.data || markets.failed ? (
        <NftInstancesSection nft={nft} marketEnabled={marketEnabled === true} pricesUnknown={markets.failed} />
      ) : (
        <Skeleton variant="rectangular" height={200} aria-label="Loading the instances" />
      )}
    </Stack>
  );
}
