import { AccountNameField, useAccountName } from '@tdx/controls';
import { useBroadcast } from '@tdx/data';
import { Alert } from '@tdx/ui/extra';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { tokenActions } from '../model/payloads';
import { MESSAGES } from '../model/rules';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';

/** Hands the token's issuer rights to another account, once the issuer has typed the symbol to confirm. */
export function TransferOwnershipDialog({ token, account, onClose }: TokenDialogProps) {
  const { symbol } = token;
  const action = useBroadcast();
  const recipient = useAccountName('', { rule: (name) => (name === account ? MESSAGES.toSelf : null) });
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const confirmed = typed.trim() === symbol;
  const confirmationRefused = submitted && !confirmed;

  const submit = async () => {
    setSubmitted(true);
    const to = await recipient.confirm();
    if (!to || !confirmed) return;
    const outcome = await action.run({
      actions: tokenActions.transferOwnership(symbol, to),
      displayName: `Transfer Ownership (${symbol})`,
      successMessage: `${to} now issues ${symbol}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Transfer ownership of ${symbol}`} onClose={onClose} action={action} submitLabel="Transfer ownership" onSubmit={submit}>
      <Alert severity="warning">The new owner alone can then issue {symbol} and change its settings. This cannot be undone by you.</Alert>
      <AccountNameField label="New owner" account={recipient} disabled={action.waiting} />
      <TextField
        label={`Type ${symbol} to confirm`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={confirmationRefused}
        helperText={confirmationRefused ? MESSAGES.typeToConfirm(symbol) : ' '}
        required
        fullWidth
        autoComplete="off"
        disabled={action.waiting}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </ActionDialog>
  );
}
