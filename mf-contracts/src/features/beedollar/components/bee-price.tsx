import { paths } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { Box, Stack, Typography } from '@tdx/ui';
import { formatNumber } from '@tdx/ui/format';
import { BEE_POOL, HBD_POOL, type PriceSources } from '../api/beedollar-queries';
import { usdText } from '../model/conversion-text';

export interface BeePriceProps {
  sources: PriceSources;
  /** BEE in USD as the contract computes it (8 decimals). */
  price: string;
  /** The last refresh failed: the figures are the previous read's. */
  stale: boolean;
}

const poolLink = (tokenPair: string) => (
  <Box component={Link} to={paths.pools.href()} sx={{ color: 'primary.main' }}>
    {tokenPair}
  </Box>
);

/** The BEE price in USD the conversion uses, and the two pools it comes from. */
export function BeePrice({ sources, price, stale }: BeePriceProps) {
  return (
    <Stack component="section" aria-labelledby="bee-price-heading" spacing={0.5}>
      <Typography id="bee-price-heading" variant="h6" component="h2">
        BEE price: {usdText(price)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        As the contract reads it from two liquidity pools: 1 BEE = {formatNumber(sources.beeInHive ?? 0, 8)} SWAP.HIVE in the {poolLink(BEE_POOL)} pool,
        times 1 SWAP.HIVE = {formatNumber(sources.hiveInHbd ?? 0, 8)} SWAP.HBD in the {poolLink(HBD_POOL)} pool, one SWAP.HBD counting as one
        dollar; rounded down to 8 decimals. Every swap in these pools moves it.
      </Typography>
      {stale && (
        <Typography variant="body2" color="warning.main" role="status">
          The pools could not be read again just now: this is the price of the last read.
        </Typography>
      )}
    </Stack>
  );
}
