import { tokenActions } from '../model/payloads';
import { useQuantityAction } from '../model/use-quantity-action';
import type { HoldingDialogProps } from './dialog-props';
import { QuantityActionDialog } from './quantity-action-dialog';

/** Delegates available stake (not the tranches locked by pending unstakes) to another account. */
export function DelegateDialog({ token, stake, account, onClose }: HoldingDialogProps) {
  const form = useQuantityAction({
    verb: 'Delegate',
    token,
    onClose,
    available: stake.available.toFixed(),
    availableLabel: 'Available stake',
    recipient: { label: 'Delegate to', self: account, allowSelf: false },
    send: (amount, to) => ({ actions: tokenActions.delegate(token.symbol, to, amount), successMessage: `Delegated ${amount} ${token.symbol} to ${to}` }),
  });
  return <QuantityActionDialog form={form} />;
}
