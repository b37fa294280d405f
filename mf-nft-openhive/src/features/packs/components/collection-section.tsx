import { Link } from '@tdx/router';
import { Box, Stack, Typography } from '@tdx/ui';
import { formatTokenAmount, Paper } from '@tdx/ui/extra';
import { useId } from 'react';
import { FigureList, nftDefinitionHref, type ManagedCollection } from '../../../shared';
import { editionText } from '../model/pack-text';
import { PackCard } from './pack-card';
import { TypeList } from './type-list';

/** One managed NFT: fee pool and editions, then its packs and its types. */
export function CollectionSection({ collection }: { collection: ManagedCollection }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          <Link to={nftDefinitionHref(collection.nft)}>{collection.nft}</Link>
        </Typography>
        <FigureList
          label={`${collection.nft} summary`}
          figures={[
            ['Fee pool', `${formatTokenAmount(collection.feePool, 8)} BEE`],
            ['Editions', collection.editions.length === 0 ? 'None yet' : collection.editions.map(({ edition }) => editionText(collection, edition)).join(', ')],
          ]}
        />
        <Typography variant="subtitle1" component="h3">
          Packs
        </Typography>
        {collection.packs.length === 0 ? (
          <Typography color="text.secondary">No pack is registered for {collection.nft} yet.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {collection.packs.map((pack) => (
              <PackCard key={pack.symbol} collection={collection} pack={pack} />
            ))}
          </Box>
        )}
        <Typography variant="subtitle1" component="h3">
          Types
        </Typography>
        <TypeList collection={collection} />
      </Stack>
    </Paper>
  );
}
