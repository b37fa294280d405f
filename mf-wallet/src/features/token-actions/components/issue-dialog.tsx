import { chainAmount, useBroadcastAction } from '../../../shared';
import { tokenActions } from '../model/payloads';
import { chainQuantity } from '../model/rules';
import { useQuantity } from '../model/use-quantity';
import { useRecipient } from '../model/use-recipient';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { QuantityField } from './quantity-field';
import { RecipientField } from './recipient-field';

/** Issues new supply (up to maxSupply − supply) to any account; issuer only. */
export function IssueDialog({ row, account, onClose }: TokenDialogProps) {
  const { symbol, token } = row;
  const issuable = chainAmount(token.maxSupply).minus(chainAmount(token.supply)).toFixed();
  const action = useBroadcastAction();
  const recipient = useRecipient(account, { allowSelf: true, initial: account });
  const quantity = useQuantity(token.precision, issuable);

  const submit = async () => {
    quantity.reveal();
    const to = await recipient.confirm();
    if (!to || quantity.problem) return;
    const amount = chainQuantity(quantity.value);
    const outcome = await action.run({
      actions: tokenActions.issue(symbol, to, amount),
      displayName: `Issue (${symbol})`,
      successMessage: `Issued ${amount} ${symbol} to ${to}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Issue ${symbol}`} onClose={onClose} action={action} submitLabel="Issue" onSubmit={submit} busy={recipient.checking}>
      <RecipientField label="Issue to" recipient={recipient} disabled={action.waiting} />
      <QuantityField
        value={quantity.value}
        onChange={quantity.setValue}
        error={quantity.error}
        symbol={symbol}
        precision={token.precision}
        available={issuable}
        availableLabel="Left to issue"
        disabled={action.waiting}
      />
    </ActionDialog>
  );
}
