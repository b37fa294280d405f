import { tokenActions } from '../model/payloads';
import { useQuantityAction } from '../model/use-quantity-action';
import type { TokenDialogProps } from './dialog-props';
import { QuantityActionDialog } from './quantity-action-dialog';

/** Delegates available stake (not the tranches locked by pending unstakes) to another account. */
export function DelegateDialog({ row, account, onClose }: TokenDialogProps) {
  const form = useQuantityAction({
    verb: 'Delegate',
    row,
    onClose,
    available: row.stake.available.toFixed(),
    availableLabel: 'Available stake',
    recipient: { label: 'Delegate to', self: account, allowSelf: false },
    send: (amount, to) => ({ actions: tokenActions.delegate(row.symbol, to, amount), successMessage: `Delegated ${amount} ${row.symbol} to ${to}` }),
  });
  return <QuantityActionDialog form={form} />;
}
