import { paths } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { Link } from '@tdx/router';
import { Button } from '@tdx/ui/overlay';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { converterDepositQuery } from '../api/get-deposit-instructions';
import type { TransferOption } from '../utils/transfer-options';
import { CopyField } from './copy-field';

export const CONVERTER_FAILED_TEXT = 'The bridge service did not answer, so no deposit address can be given right now. Try again in a moment.';

/**
 * Deposit of a converter coin: the address (or account and memo) to send it to, and where to follow
 * it: its own transfer page when the bridge gives the deposit's transfer id, else the account's transfers.
 */
export function ConverterDepositPanel({ account, option }: { account: string; option: TransferOption }) {
  const plan = useData(converterDepositQuery, { coin: option.coin, pegged: option.pegged, account });
  if (plan.failed) {
    return (
      <Alert severity="error" action={<Button onClick={plan.reload}>Retry</Button>}>
        {CONVERTER_FAILED_TEXT}
      </Alert>
    );
  }
  if (!plan.data) return <Skeleton variant="rectangular" height={96} aria-label="Loading deposit address" />;
  const { address, account: toAccount, memo, transfer_id: transferId } = plan.data;
  return (
    <Stack spacing={2}>
      {address ? (
        <>
          <Typography>
            Send any amount of {option.coin} to this address to receive {option.pegged} in @{account} (0.75 % fee), after the {option.coin} network confirms it.
          </Typography>
          <CopyField label="Deposit address" value={address} />
        </>
      ) : (
        <>
          <Typography>
            Send any amount of {option.coin} to this account with exactly this memo to receive {option.pegged} in @{account} (0.75 % fee).
          </Typography>
          <CopyField label="Account" value={toAccount ?? ''} />
          <CopyField label="Memo" value={memo ?? ''} />
        </>
      )}
      {transferId ? (
        <Typography>
          Once sent, <Link to={paths.bridgeTx.href(transferId)}>follow this deposit</Link> from its first confirmation to its arrival.
        </Typography>
      ) : (
        <Typography>
          Once the bridge sees it, the deposit shows under <Link to={paths.bridgeTransfers.href({ account })}>your bridge transfers</Link>.
        </Typography>
      )}
    </Stack>
  );
}
