import { chainAmount } from '../../../shared';
import { tokenActions } from '../model/payloads';
import { useQuantityAction } from '../model/use-quantity-action';
import type { TokenDialogProps } from './dialog-props';
import { QuantityActionDialog } from './quantity-action-dialog';

/** Issues new supply (up to maxSupply − supply) to any account; issuer only. */
export function IssueDialog({ row, account, onClose }: TokenDialogProps) {
  const form = useQuantityAction({
    verb: 'Issue',
    row,
    onClose,
    available: chainAmount(row.token.maxSupply).minus(chainAmount(row.token.supply)).toFixed(),
    availableLabel: 'Left to issue',
    recipient: { label: 'Issue to', self: account, allowSelf: true, initial: account },
    send: (amount, to) => ({ actions: tokenActions.issue(row.symbol, to, amount), successMessage: `Issued ${amount} ${row.symbol} to ${to}` }),
  });
  return <QuantityActionDialog form={form} />;
}
