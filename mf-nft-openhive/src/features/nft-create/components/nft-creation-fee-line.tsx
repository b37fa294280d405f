import { Link } from '@tdx/router';
import { paths } from '@tdx/contracts';
import { Stack, Typography } from '@tdx/ui';
import { Alert, formatTokenAmount } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { FEE_PRECISION, FEE_SYMBOL } from '../../../shared';
import type { NftCreationFeeState } from '../model/use-creation-fee';

const BUY_BEE_HREF = paths.trade.href(FEE_SYMBOL);

/** The creation fee (burned), the user's BEE, and where to get BEE when it is short. */
export function NftCreationFeeLine({ id, payment: { fee, balance, problem, short, retry } }: { id: string; payment: NftCreationFeeState }) {
  const amount = (value: string) => `${formatTokenAmount(value, FEE_PRECISION)} ${FEE_SYMBOL}`;
  return (
    <Stack spacing={1} id={id}>
      <Typography>{fee === null ? 'Reading the creation fee…' : `Creating an NFT costs ${amount(fee)}, burned.`}</Typography>
      {balance !== null && (
        <Typography variant="body2" color="text.secondary">
          Your balance: {amount(balance)}
        </Typography>
      )}
      {problem && (
        <Alert
          severity="error"
          role="alert"
          action={
            short ? (
              <Button component={Link} to={BUY_BEE_HREF} color="inherit" size="small">
                Buy BEE
              </Button>
            ) : (
              <Button onClick={retry} color="inherit" size="small">
                Retry
              </Button>
            )
          }
        >
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
