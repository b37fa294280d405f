import { AccountNameField, useAccountName } from '@tdx/controls';
import { useBroadcast } from '@tdx/data';
import { ActionDialog } from '@tdx/token-actions';
import { Alert } from '@tdx/ui/extra';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { nftActions } from '../model/nft-actions';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';

export const OWNERSHIP_MESSAGES = {
  toSelf: 'You already own it: enter another account',
  typeToConfirm: (symbol: string) => `Type ${symbol} exactly to confirm`,
} as const;

/** Hands the definition to another account (`transferOwnership`), once the symbol is typed to confirm. */
export function TransferNftOwnershipDialog({ nft, account, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const recipient = useAccountName('', { rule: (name) => (name === account ? OWNERSHIP_MESSAGES.toSelf : null) });
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const confirmed = typed.trim() === symbol;
  const refused = submitted && !confirmed;

  const submit = async () => {
    setSubmitted(true);
    const to = await recipient.confirm();
    if (!to || !confirmed) return;
    const outcome = await action.run({ actions: nftActions.transferOwnership(symbol, to), displayName: `Transfer NFT ownership (${symbol})`, successMessage: `${to} now owns ${symbol}`, invalidates: COLLECTION_READS });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Transfer ownership of ${symbol}`} onClose={onClose} action={action} submitLabel="Transfer ownership" onSubmit={submit}>
      <Alert severity="warning">{`The new owner alone can then change ${symbol}, its properties and issuers. You cannot undo this.`}</Alert>
      <AccountNameField label="New owner" account={recipient} disabled={action.waiting} />
      <TextField
        label={`Type ${symbol} to confirm`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={refused}
        helperText={refused ? OWNERSHIP_MESSAGES.typeToConfirm(symbol) : ' '}
        required
        fullWidth
        autoComplete="off"
        disabled={action.waiting}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </ActionDialog>
  );
}
