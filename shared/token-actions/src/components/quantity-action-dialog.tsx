import { AccountNameField, TokenAmountField } from '@tdx/controls';
import type { ReactNode } from 'react';
import type { QuantityAction } from '../model/use-quantity-action';
import { ActionDialog } from './action-dialog';

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
  const { symbol } = config.token;
  return (
    <ActionDialog title={`${config.verb} ${symbol}`} onClose={config.onClose} action={action} submitLabel={config.verb} onSubmit={submit}>
      {before}
      {config.recipient && <AccountNameField label={config.recipient.label} account={recipient} disabled={action.waiting} />}
      <TokenAmountField label={`Amount (${symbol})`} symbol={symbol} amount={quantity} balanceLabel={config.availableLabel} disabled={action.waiting} />
      {after}
    </ActionDialog>
  );
}
