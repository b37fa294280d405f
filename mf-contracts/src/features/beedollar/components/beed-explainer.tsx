import { Stack, Typography } from '@tdx/ui';
import { percentText } from '../model/conversion-text';

/** What BEED is and how the conversion works, in plain words. */
export function BeedExplainer({ feePercentage }: { feePercentage: string | undefined }) {
  const fee = feePercentage === undefined ? 'a small' : `a ${percentText(feePercentage)} %`;
  return (
    <Stack spacing={1}>
      <Typography>
        BEED is a token meant to stay worth about one US dollar. New BEED is made only by burning BEE: the
        sidechain&apos;s <code>beedollar</code> contract values the BEE you give at its current price in US dollars
        and issues you that many BEED, less {fee} fee.
      </Typography>
      <Typography color="text.secondary" variant="body2">
        BEED has 4 decimals. It trades like any token, but this page only goes one way: from BEE to BEED.
      </Typography>
    </Stack>
  );
}
