import type { ReactNode } from 'react';
import type { QuantityAction } from '../model/use-quantity-action';
import { ActionDialog } from './action-dialog';
import { QuantityField } from './quantity-field';
import { RecipientField } from './recipient-field';

export interface QuantityActionDialogProps {
  form: QuantityAction;
  /** Shown above the fields (e.g. a warning or a choice that sets the quantity). */
  before?: ReactNode;
  /** Shown below the fields (e.g. a memo or how the tokens come back). */
  after?: ReactNode;
}

/** The dialog of a token action that sends a quantity: recipient (when it has one), quantity, submit. */
export function QuantityActionDialog({ form, before, after }: QuantityActionDialogProps) {
  const { config, action, quantity, recipient, submit } = form;
  const { symbol, token } = config.row;
  return (
    <ActionDialog
      title={`${config.verb} ${symbol}`}
      onClose={config.onClose}
      action={action}
      submitLabel={config.verb}
      onSubmit={submit}
      busy={recipient.checking}
    >
      {before}
      {config.recipient && <RecipientField label={config.recipient.label} recipient={recipient} disabled={action.waiting} />}
      <QuantityField
        value={quantity.value}
        onChange={quantity.setValue}
        error={quantity.error}
        symbol={symbol}
        precision={token.precision}
        available={config.available}
        availableLabel={config.availableLabel}
        disabled={action.waiting}
      />
      {after}
    </ActionDialog>
  );
}
