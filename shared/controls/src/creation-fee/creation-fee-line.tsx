import { paths } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import { Alert, formatTokenAmount } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { FEE_PRECISION, FEE_SYMBOL } from './bee-balance-query';

/** Where a user short of BEE can get some: its market, or a swap from SWAP.HIVE. */
const BUY_BEE_HREF = paths.trade.href(FEE_SYMBOL);
const SWAP_FOR_BEE_HREF = `${paths.swap.href()}?${new URLSearchParams({ from: 'SWAP.HIVE', to: FEE_SYMBOL })}`;

/** What a creation form knows about paying its fee. */
export interface CreationFeePayment {
  /** The live fee, null while read or when unreadable. */
  fee: string | null;
  /** The account's liquid BEE, null while read or when unreadable. */
  balance: string | null;
  /** Why it cannot be paid now (short, or a read failed), or null. */
  problem: string | null;
  /** The problem is a balance below the fee (not a failed read). */
  short: boolean;
  /** Reads again what failed. */
  retry: () => void;
}

export interface CreationFeeLineProps {
  id: string;
  /** What is created, for "Creating a token costs …". */
  subject: string;
  payment: CreationFeePayment;
  /** Said instead of the fee when the account pays none, or undefined. */
  exemptText?: string;
}

/** A creation fee (burned), the user's BEE, and where to get BEE when it is short. */
export function CreationFeeLine({ id, subject, payment: { fee, balance, problem, short, retry }, exemptText }: CreationFeeLineProps) {
  const amount = (value: string) => `${formatTokenAmount(value, FEE_PRECISION)} ${FEE_SYMBOL}`;
  return (
    <Stack spacing={1} id={id}>
      <Typography>{exemptText ?? (fee === null ? 'Reading the creation fee…' : `Creating ${subject} costs ${amount(fee)}, burned.`)}</Typography>
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
                <Button component={Link} to={BUY_BEE_HREF} color="inherit" size="small">
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
