import { Link as RouterLink } from '@tdx/router';
import { Box, Stack, Typography } from '@tdx/ui';
import { productName } from '../../app/product-name';
import { HighlightsSection } from './highlights-section';
import { OFFERS } from './offers';

const CARD_SX = {
  position: 'relative',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  p: 2.5,
  '&:hover': { borderColor: 'primary.main' },
} as const;

/** The title link covers its whole card, so the card is one click target and one tab stop. */
const CARD_LINK_SX = { color: 'text.primary', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 } } as const;

export function HomePage() {
  return (
    <Stack spacing={5} sx={{ py: 4 }}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          {productName()}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          Create, trade and manage tokens and NFTs on the Hive Engine sidechain. Every action is signed in your browser
          with Hive Keychain: your keys never leave your device.
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="home-offers-title">
        <Typography id="home-offers-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          What you can do
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {OFFERS.map((offer) => (
            <Box component="li" key={offer.href} sx={CARD_SX}>
              <Typography variant="h6" component="h3">
                <Typography component={RouterLink} to={offer.href} variant="inherit" sx={CARD_LINK_SX}>
                  {offer.title}
                </Typography>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {offer.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <HighlightsSection />
    </Stack>
  );
}
