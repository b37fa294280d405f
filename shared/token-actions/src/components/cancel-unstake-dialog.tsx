import { useBroadcast, useData } from '@tdx/data';
import { Button } from '@tdx/ui/overlay';
import { Box, Stack, Typography } from '@tdx/ui';
import { formatDateTime, formatRelativeTime, formatTokenAmount, Paper } from '@tdx/ui/extra';
import BigNumber from 'bignumber.js';
import { useState } from 'react';
import type { PendingUnstake } from '@tdx/contracts';
import { pendingUnstakesQuery } from '../api/token-reads';
import { tokenActions } from '../model/payloads';
import { chainAmount } from '../model/stake';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { LoadState } from './load-state';

function nextTranche(unstake: PendingUnstake, precision: number): string {
  const left = Math.max(unstake.numberTransactionsLeft, 1);
  return chainAmount(unstake.quantityLeft).dividedBy(left).decimalPlaces(precision, BigNumber.ROUND_DOWN).toFixed();
}

/** The account's pending unstakes of the token; each can be cancelled (its stake comes back). */
export function CancelUnstakeDialog({ token, account, onClose }: TokenDialogProps) {
  const { symbol } = token;
  const action = useBroadcast();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const unstakes = useData(pendingUnstakesQuery, { account, symbol });

  const cancel = async (unstake: PendingUnstake) => {
    setCancelling(unstake.txID);
    const outcome = await action.run({
      actions: tokenActions.cancelUnstake(unstake.txID),
      displayName: `Cancel Unstake (${symbol})`,
      successMessage: `Cancelled the unstake of ${formatTokenAmount(unstake.quantity, token.precision)} ${symbol}`,
    });
    if (outcome?.status === 'confirmed') unstakes.reload();
  };

  return (
    <ActionDialog title={`Pending unstakes of ${symbol}`} onClose={onClose} action={action}>
      <LoadState state={unstakes} what="pending unstakes">
        {(rows) =>
          rows.length === 0 ? (
            <Typography>No pending unstakes.</Typography>
          ) : (
            <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Pending unstakes">
              {rows.map((unstake) => (
                <Paper key={unstake.txID} component="li" variant="outlined" sx={{ p: 1.5 }}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                    <Box>
                      <Typography variant="body2">
                        Unstaking {formatTokenAmount(unstake.quantity, token.precision)} {symbol}; {formatTokenAmount(unstake.quantityLeft, token.precision)} {symbol} left in{' '}
                        {unstake.numberTransactionsLeft} {unstake.numberTransactionsLeft === 1 ? 'tranche' : 'tranches'}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        Next: {formatTokenAmount(nextTranche(unstake, token.precision), token.precision)} {symbol} on {formatDateTime(unstake.nextTransactionTimestamp)} (
                        {formatRelativeTime(unstake.nextTransactionTimestamp)})
                      </Typography>
                    </Box>
                    <Button
                      variant="outlined"
                      color="warning"
                      disabled={action.waiting}
                      onClick={() => void cancel(unstake)}
                      aria-label={`Cancel the unstake of ${formatTokenAmount(unstake.quantity, token.precision)} ${symbol}`}
                    >
                      {action.waiting && cancelling === unstake.txID ? 'Waiting for confirmation…' : 'Cancel unstake'}
                    </Button>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )
        }
      </LoadState>
    </ActionDialog>
  );
}
