import { Stack, Typography } from '@tdx/ui';
import { Card, CardContent } from '@tdx/ui/extra';
import { FigureList, PACK_TRAITS, type ManagedCollection, type PackSettings } from '../../../shared';
import { editionText, oddsText, TRAIT_LABELS } from '../model/pack-text';

/** One registered pack: what it opens into and the odds of each trait. */
export function PackCard({ collection, pack }: { collection: ManagedCollection; pack: PackSettings }) {
  return (
    <Card variant="outlined" component="article" aria-label={`${pack.symbol} pack`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {pack.symbol}
          </Typography>
          <FigureList
            label={`${pack.symbol} settings`}
            figures={[
              ['Edition', editionText(collection, pack.edition)],
              ['Cards per pack', String(pack.cardsPerPack)],
              ...PACK_TRAITS.map((trait) => [`${TRAIT_LABELS[trait]} odds`, oddsText(collection, pack, trait)] as const),
              ['Re-rolls', String(pack.numRolls)],
              ['Registered by', pack.account],
              ['Settings', pack.isFinalized ? 'Final' : 'Can still change'],
            ]}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
