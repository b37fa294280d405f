import { Link } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import { Alert, formatTokenAmount } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { FEE_SYMBOL, GET_BEE_HREF, SWAP_FOR_BEE_HREF } from '../../../shared';

export interface CreationFeeLineProps {
  id: string;
  /** The live fee; null while it is read (or when it could not be). */
  fee: string | null;
  /** The user's liquid BEE, null while it is read. */
  balance: string | null;
  exempt: boolean;
  /** Why the fee cannot be paid, or null. */
  problem: string | null;
  /** Reads the fee again after it could not be read. */
  onRetry: () => void;
}

/** BEE has 8 decimals. */
const BEE_PRECISION = 8;

/** The creation fee (burned), the user's BEE, and where to get BEE when it is short. */
export function CreationFeeLine({ id, fee, balance, exempt, problem, onRetry }: CreationFeeLineProps) {
  const amount = (value: string) => `${formatTokenAmount(value, BEE_PRECISION)} ${FEE_SYMBOL}`;
  return (
    <Stack spacing={1} id={id}>
      <Typography>
        {exempt ? 'Your account creates tokens without a fee.' : fee === null ? 'Reading the creation fee…' : `Creating a token costs ${amount(fee)}, burned.`}
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
            fee === null ? (
              <Button onClick={onRetry} color="inherit" size="small">
                Retry
              </Button>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button component={Link} to={GET_BEE_HREF} color="inherit" size="small">
                  Buy BEE
                </Button>
                <Button component={Link} to={SWAP_FOR_BEE_HREF} color="inherit" size="small">
                  Swap for BEE
                </Button>
              </Stack>
            )
          }
        >
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
