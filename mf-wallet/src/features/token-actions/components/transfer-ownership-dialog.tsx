import { useBroadcast } from '@tdx/data';
import { Alert } from '@tdx/ui/extra';
import { tokenActions } from '../model/payloads';
import { useRecipient } from '../model/use-recipient';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { RecipientField } from './recipient-field';

/** Hands the token's issuer rights to another account. */
export function TransferOwnershipDialog({ row, account, onClose }: TokenDialogProps) {
  const { symbol } = row;
  const action = useBroadcast();
  const recipient = useRecipient(account, { allowSelf: false });

  const submit = async () => {
    const to = await recipient.confirm();
    if (!to) return;
    const outcome = await action.run({
      actions: tokenActions.transferOwnership(symbol, to),
      displayName: `Transfer Ownership (${symbol})`,
      successMessage: `${to} now issues ${symbol}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Transfer ownership of ${symbol}`} onClose={onClose} action={action} submitLabel="Transfer ownership" onSubmit={submit} busy={recipient.checking}>
      <Alert severity="warning">The new owner alone can then issue {symbol} and change its settings. This cannot be undone by you.</Alert>
      <RecipientField label="New owner" recipient={recipient} disabled={action.waiting} />
    </ActionDialog>
  );
}
