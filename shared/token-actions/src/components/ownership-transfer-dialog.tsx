import { AccountNameField, useAccountName } from '@tdx/controls';
import type { ContractAction } from '@tdx/contracts';
import { useBroadcast, type BroadcastRequest } from '@tdx/data';
import { Alert } from '@tdx/ui/extra';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { MESSAGES } from '../model/rules';
import { ActionDialog } from './action-dialog';

export interface OwnershipTransferDialogProps {
  symbol: string;
  /** The signed-in owner, who signs. */
  account: string;
  onClose: () => void;
  /** The contract action handing `symbol` to `to` (a token's, an NFT's). */
  actionFor: (to: string) => ContractAction;
  displayName: string;
  /** What the owner gives up, said before anything is typed. */
  warning: string;
  invalidates?: BroadcastRequest['invalidates'];
}

/** Hands a token's or an NFT's issuer rights to another account, once the owner has typed the symbol to confirm. */
export function OwnershipTransferDialog({ symbol, account, onClose, actionFor, displayName, warning, invalidates }: OwnershipTransferDialogProps) {
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
    const outcome = await action.run({ actions: actionFor(to), displayName, successMessage: `${to} now issues ${symbol}`, invalidates });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Transfer ownership of ${symbol}`} onClose={onClose} action={action} submitLabel="Transfer ownership" onSubmit={submit}>
      <Alert severity="warning">{warning}</Alert>
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
