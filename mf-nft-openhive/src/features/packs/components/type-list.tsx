import { Box, Typography } from '@tdx/ui';
import type { ManagedCollection } from '../../../shared';
import { editionText, typeTraitsText } from '../model/pack-text';

/** The card types of every edition: id, name and traits, as text. */
export function TypeList({ collection }: { collection: ManagedCollection }) {
  if (collection.types.length === 0) return <Typography color="text.secondary">No card type is defined for {collection.nft} yet.</Typography>;
  return (
    <Box component="ul" aria-label={`${collection.nft} types`} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {collection.types.map((type) => (
        <li key={`${type.edition}:${type.typeId}`}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            #{type.typeId} {type.name}
          </Typography>{' '}
          <Typography component="span" color="text.secondary">
            — edition {editionText(collection, type.edition)}: {typeTraitsText(collection, type)}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
