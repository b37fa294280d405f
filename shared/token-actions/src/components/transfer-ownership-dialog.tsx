import { AccountNameField, useAccountName } from '@tdx/controls';
import { useBroadcast } from '@tdx/data';
import { Alert } from '@tdx/ui/extra';
import { tokenActions } from '../model/payloads';
import { MESSAGES } from '../model/rules';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';

/** Hands the token's issuer rights to another account. */
export function TransferOwnershipDialog({ token, account, onClose }: TokenDialogProps) {
  const { symbol } = token;
  const action = useBroadcast();
  const recipient = useAccountName('', { rule: (name) => (name === account ? MESSAGES.toSelf : null) });

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
    <ActionDialog title={`Transfer ownership of ${symbol}`} onClose={onClose} action={action} submitLabel="Transfer ownership" onSubmit={submit}>
      <Alert severity="warning">The new owner alone can then issue {symbol} and change its settings. This cannot be undone by you.</Alert>
      <AccountNameField label="New owner" account={recipient} disabled={action.waiting} />
    </ActionDialog>
  );
}
