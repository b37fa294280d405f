import { useBroadcast, useData } from '@tdx/data';
import { Stack, Typography } from '@tdx/ui';
import { Alert, formatTokenAmount, validateQuantity } from '@tdx/ui/extra';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@tdx/ui/overlay';
import { useState, type FormEvent } from 'react';
import { withdrawableQuery } from '../api/get-withdrawable';
import { gasDepositAction, GAS_DEPOSIT_PRECISION } from '../utils/gas-reserve';

export const GAS_DEPOSIT_NOTICE =
  'Gas deposits are not refundable: the bridge keeps them to pay the network gas of your withdrawals. A deposit can take up to 5 minutes to show in your reserve.';

export interface GasFeeDepositDialogProps {
  account: string;
  /** The pegged native coin paying for gas (SWAP.ETH, SWAP.BNB, SWAP.MATIC). */
  nativeSymbol: string;
  bridgeAccount: string;
  /** The amount first offered (what the reserve lacks). */
  suggested: string;
  onClose: () => void;
}

/** "Deposit gas fee": moves the pegged native coin into the bridge's gas reserve for this account. */
export function GasFeeDepositDialog({ account, nativeSymbol, bridgeAccount, suggested, onClose }: GasFeeDepositDialogProps) {
  const balance = useData(withdrawableQuery, { account, symbol: nativeSymbol });
  const action = useBroadcast();
  const [amount, setAmount] = useState(suggested === '0' ? '' : suggested);
  const [submitted, setSubmitted] = useState(false);
  const available = balance.data?.available;
  const problem = validateQuantity(amount, { precision: GAS_DEPOSIT_PRECISION, available });
  const showProblem = (submitted || amount !== '') && problem !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || action.waiting || available === undefined) return;
    const outcome = await action.run({
      actions: gasDepositAction(nativeSymbol, bridgeAccount, amount.trim()),
      displayName: `Gas fee deposit (${nativeSymbol})`,
      successMessage: `${amount.trim()} ${nativeSymbol} added to your gas reserve`,
      name: 'gas-fee',
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="gas-fee-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="gas-fee-dialog-title">Deposit gas fee</DialogTitle>
      <DialogContent>
        <Stack component="form" id="gas-fee-form" spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate aria-label="Gas fee deposit">
          <Alert severity="warning">{GAS_DEPOSIT_NOTICE}</Alert>
          <Typography>
            Available:{' '}
            {available !== undefined ? `${formatTokenAmount(available, balance.data?.precision ?? GAS_DEPOSIT_PRECISION)} ${nativeSymbol}` : balance.failed ? 'unavailable (the sidechain nodes did not answer)' : '…'}
          </Typography>
          <TextField
            label={`Gas deposit (${nativeSymbol})`}
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
            error={showProblem}
            helperText={showProblem ? problem : `Up to ${GAS_DEPOSIT_PRECISION} decimals`}
            disabled={action.waiting}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            fullWidth
          />
          {action.problem && <Alert severity="error">{action.problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="gas-fee-form" variant="contained" disabled={action.waiting} startIcon={action.waiting ? <CircularProgress size={16} /> : undefined}>
          {action.waiting ? 'Waiting for confirmation…' : 'Deposit gas fee'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
