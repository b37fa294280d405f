import { paths } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { Link } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { LoadFailure, packCatalogQuery } from '../../../shared';
import { CollectionSection } from './collection-section';

export const PACKS_FAILED_TEXT = 'The pack manager’s NFTs could not be read from the sidechain nodes.';

/** /packmanager: every NFT the packmanager contract manages, with its editions, packs and odds, types and fee pool. */
export function PacksPage() {
  const catalog = useData(packCatalogQuery, undefined);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h1">
          Pack Manager
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={Link} to={paths.packmanagerOpen.href()} variant="contained">
            Open packs
          </Button>
          <Button component={Link} to={paths.packmanagerWizard.href()} variant="outlined">
            Pack wizard
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Booster packs are tokens that open into random NFT cards. Each NFT below is issued by the packmanager contract: its packs, the odds of each trait, its card types,
        and the BEE fee pool that pays for issuing the cards.
      </Typography>
      {catalog.failed && !catalog.data ? (
        <LoadFailure text={PACKS_FAILED_TEXT} onRetry={catalog.reload} />
      ) : !catalog.data ? (
        <Skeleton variant="rectangular" height={320} aria-label="Loading the managed NFTs" />
      ) : catalog.data.length === 0 ? (
        <Alert severity="info">No NFT is managed by the pack manager yet.</Alert>
      ) : (
        catalog.data.map((collection) => <CollectionSection key={collection.nft} collection={collection} />)
      )}
    </Stack>
  );
}
