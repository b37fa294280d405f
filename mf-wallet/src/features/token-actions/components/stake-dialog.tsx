import { useBroadcastAction } from '../../../shared';
import { tokenActions } from '../model/payloads';
import { chainQuantity } from '../model/rules';
import { useQuantity } from '../model/use-quantity';
import { useRecipient } from '../model/use-recipient';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { QuantityField } from './quantity-field';
import { RecipientField } from './recipient-field';

/** Stakes liquid tokens to the account itself or to another account. */
export function StakeDialog({ row, account, onClose }: TokenDialogProps) {
  const { symbol, token } = row;
  const action = useBroadcastAction();
  const recipient = useRecipient(account, { allowSelf: true, initial: account });
  const quantity = useQuantity(token.precision, row.balance.balance);

  const submit = async () => {
    quantity.reveal();
    const to = await recipient.confirm();
    if (!to || quantity.problem) return;
    const amount = chainQuantity(quantity.value);
    const outcome = await action.run({
      actions: tokenActions.stake(symbol, to, amount),
      displayName: `Stake (${symbol})`,
      successMessage: to === account ? `Staked ${amount} ${symbol}` : `Staked ${amount} ${symbol} to ${to}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Stake ${symbol}`} onClose={onClose} action={action} submitLabel="Stake" onSubmit={submit} busy={recipient.checking}>
      <RecipientField label="Stake to" recipient={recipient} disabled={action.waiting} />
      <QuantityField value={quantity.value} onChange={quantity.setValue} error={quantity.error} symbol={symbol} precision={token.precision} available={row.balance.balance} disabled={action.waiting} />
    </ActionDialog>
  );
}
