import { Link } from '@tdx/router';
import { Box, Typography } from '@tdx/ui';
import { Card, CardContent } from '@tdx/ui/extra';
import { useId } from 'react';
import { nftDefinitionHref, traitNameOf, type ManagedCollection } from '../../../shared';
import type { OpenedCard } from '../model/opened-cards';

/** The cards an opening issued, each with its id, type name and traits as text. */
export function RevealedCards({ collection, nft, cards }: { collection: ManagedCollection; nft: string; cards: readonly OpenedCard[] }) {
  const headingId = useId();
  const typeOf = (card: OpenedCard) => collection.types.find((type) => type.edition === card.edition && type.typeId === card.type);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Your new cards ({cards.length})
      </Typography>
      <Box component="ul" aria-label="Revealed cards" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
        {cards.map((card) => {
          const type = typeOf(card);
          return (
            <Card key={card.id} component="li" variant="outlined" aria-label={`${nft} #${card.id}`}>
              <CardContent>
                <Typography sx={{ fontWeight: 600 }}>{type?.name ?? `Type ${card.type}`}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <Link to={nftDefinitionHref(nft)}>
                    {nft} #{card.id}
                  </Link>
                </Typography>
                <Typography variant="body2">Foil: {traitNameOf(collection, 'foil', card.edition, card.foil)}</Typography>
                {type && (
                  <>
                    <Typography variant="body2">Category: {traitNameOf(collection, 'category', card.edition, type.category)}</Typography>
                    <Typography variant="body2">Rarity: {traitNameOf(collection, 'rarity', card.edition, type.rarity)}</Typography>
                    <Typography variant="body2">Team: {traitNameOf(collection, 'team', card.edition, type.team)}</Typography>
                  </>
                )}
                <Typography variant="body2">Edition: {card.edition}</Typography>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
