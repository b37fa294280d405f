import { DEFAULT_TRADE_TOKEN, paths } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { Box, Button, Stack, Typography } from '@tdx/ui';
import { productName } from '../../app/product-name';

interface Offer {
  title: string;
  text: string;
  href: string;
  action: string;
}

const OFFERS: readonly Offer[] = [
  {
    title: 'Trade tokens',
    text: 'Buy and sell Hive Engine tokens on order books priced in SWAP.HIVE, with live depth and trade history.',
    href: paths.trade.href(DEFAULT_TRADE_TOKEN),
    action: 'Open the market',
  },
  {
    title: 'Swap and earn',
    text: 'Swap instantly through liquidity pools, or add liquidity and follow your positions.',
    href: paths.swap.href(),
    action: 'Swap tokens',
  },
  {
    title: 'Your wallet',
    text: 'See balances, stakes and delegations, open orders, pending withdrawals and conversion history.',
    href: paths.wallet.href(),
    action: 'Go to the wallet',
  },
  {
    title: 'NFTs on OpenHive',
    text: 'Explore collections, buy and sell NFTs, and manage what you own with a cart for batch actions.',
    href: paths.openhive.href(),
    action: 'Explore OpenHive',
  },
];

export function HomePage() {
  return (
    <Stack spacing={4} sx={{ py: 4 }}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          {productName()}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          Create, trade and manage tokens and NFTs on the Hive Engine sidechain. Every action is signed in your browser
          with Hive Keychain: your keys never leave your device.
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {OFFERS.map((offer) => (
          <Box component="li" key={offer.href} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {offer.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {offer.text}
            </Typography>
            <Button component={RouterLink} to={offer.href} sx={{ alignSelf: 'flex-start' }}>
              {offer.action}
            </Button>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
