import { Link } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import { Alert, formatTokenAmount } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { FEE_SYMBOL, GET_BEE_HREF, SWAP_FOR_BEE_HREF } from '../../../shared';
import type { CreationFeeState } from '../model/use-creation-fee';

export interface CreationFeeLineProps {
  id: string;
  payment: CreationFeeState;
}

/** BEE has 8 decimals. */
const BEE_PRECISION = 8;

/** The creation fee (burned), the user's BEE, and where to get BEE when it is short. */
export function CreationFeeLine({ id, payment: { fee, balance, heAccount, problem, short, retry } }: CreationFeeLineProps) {
  const amount = (value: string) => `${formatTokenAmount(value, BEE_PRECISION)} ${FEE_SYMBOL}`;
  return (
    <Stack spacing={1} id={id}>
      <Typography>
        {heAccount ? 'Your account creates tokens without a fee.' : fee === null ? 'Reading the creation fee…' : `Creating a token costs ${amount(fee)}, burned.`}
      </Typography>
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
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button component={Link} to={GET_BEE_HREF} color="inherit" size="small">
                  Buy BEE
                </Button>
                <Button component={Link} to={SWAP_FOR_BEE_HREF} color="inherit" size="small">
                  Swap for BEE
                </Button>
              </Stack>
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
