import { Typography } from '@tdx/ui';
import { formatTokenAmount } from '@tdx/ui/extra';

export const FEE_SYMBOL = 'BEE';

/** The live fee of an issuer action and the BEE the account holds. */
export function FeeLine({ fee, beeBalance }: { fee: string | null; beeBalance: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      Fee: {fee === null ? '…' : `${formatTokenAmount(fee, 8)} ${FEE_SYMBOL}`} (you have {formatTokenAmount(beeBalance, 8)} {FEE_SYMBOL})
    </Typography>
  );
}
