import { useBroadcastAction } from '../../../shared';
import { tokenActions } from '../model/payloads';
import { chainQuantity } from '../model/rules';
import { useQuantity } from '../model/use-quantity';
import { useRecipient } from '../model/use-recipient';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { QuantityField } from './quantity-field';
import { RecipientField } from './recipient-field';

/** Delegates available stake (not the tranches locked by pending unstakes) to another account. */
export function DelegateDialog({ row, account, onClose }: TokenDialogProps) {
  const { symbol, token } = row;
  const available = row.stake.available.toFixed();
  const action = useBroadcastAction();
  const recipient = useRecipient(account, { allowSelf: false });
  const quantity = useQuantity(token.precision, available);

  const submit = async () => {
    quantity.reveal();
    const to = await recipient.confirm();
    if (!to || quantity.problem) return;
    const amount = chainQuantity(quantity.value);
    const outcome = await action.run({
      actions: tokenActions.delegate(symbol, to, amount),
      displayName: `Delegate (${symbol})`,
      successMessage: `Delegated ${amount} ${symbol} to ${to}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Delegate ${symbol}`} onClose={onClose} action={action} submitLabel="Delegate" onSubmit={submit} busy={recipient.checking}>
      <RecipientField label="Delegate to" recipient={recipient} disabled={action.waiting} />
      <QuantityField
        value={quantity.value}
        onChange={quantity.setValue}
        error={quantity.error}
        symbol={symbol}
        precision={token.precision}
        available={available}
        availableLabel="Available stake"
        disabled={action.waiting}
      />
    </ActionDialog>
  );
}
