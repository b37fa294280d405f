import { useBroadcast } from '@tdx/data';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { tokenActions } from '../model/payloads';
import { MESSAGES, parsePrecision } from '../model/rules';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';

/** Raises the number of decimals of the issuer's token (it can never be lowered). */
export function RaisePrecisionDialog({ token, onClose }: TokenDialogProps) {
  const { symbol } = token;
  const action = useBroadcast();
  const [value, setValue] = useState(String(Math.min(token.precision + 1, 8)));
  const [submitted, setSubmitted] = useState(false);
  const precision = parsePrecision(value, token.precision);

  const submit = async () => {
    setSubmitted(true);
    if (precision === null) return;
    const outcome = await action.run({
      actions: tokenActions.updatePrecision(symbol, precision),
      displayName: `Update Precision (${symbol})`,
      successMessage: `${symbol} now has ${precision} decimals`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  const showError = (submitted || value !== '') && precision === null;
  return (
    <ActionDialog title={`Raise the precision of ${symbol}`} onClose={onClose} action={action} submitLabel="Raise precision" onSubmit={submit}>
      <TextField
        label={`Decimals (now ${token.precision})`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={showError}
        helperText={showError ? MESSAGES.precision(token.precision) : 'The precision can only be raised, never lowered.'}
        required
        fullWidth
        disabled={action.waiting}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </ActionDialog>
  );
}
