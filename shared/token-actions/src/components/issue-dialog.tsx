import { tokenActions } from '../model/payloads';
import { chainAmount } from '../model/stake';
import { useQuantityAction } from '../model/use-quantity-action';
import type { TokenDialogProps } from './dialog-props';
import { QuantityActionDialog } from './quantity-action-dialog';

/** Issues new supply (up to maxSupply − supply) to any account; issuer only. */
export function IssueDialog({ token, account, onClose }: TokenDialogProps) {
  const form = useQuantityAction({
    verb: 'Issue',
    token,
    onClose,
    available: chainAmount(token.maxSupply).minus(chainAmount(token.supply)).toFixed(),
    availableLabel: 'Left to issue',
    recipient: { label: 'Issue to', self: account, allowSelf: true, initial: account },
    send: (amount, to) => ({ actions: tokenActions.issue(token.symbol, to, amount), successMessage: `Issued ${amount} ${token.symbol} to ${to}` }),
  });
  return <QuantityActionDialog form={form} />;
}
