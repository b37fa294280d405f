import { tokenActions } from '../model/payloads';
import { useQuantityAction } from '../model/use-quantity-action';
import type { HoldingDialogProps } from './dialog-props';
import { QuantityActionDialog } from './quantity-action-dialog';

/** Stakes liquid tokens to the account itself or to another account. */
export function StakeDialog({ token, balance, account, onClose }: HoldingDialogProps) {
  const { symbol } = token;
  const form = useQuantityAction({
    verb: 'Stake',
    token,
    onClose,
    available: balance.balance,
    recipient: { label: 'Stake to', self: account, allowSelf: true, initial: account },
    send: (amount, to) => ({
      actions: tokenActions.stake(symbol, to, amount),
      successMessage: to === account ? `Staked ${amount} ${symbol}` : `Staked ${amount} ${symbol} to ${to}`,
    }),
  });
  return <QuantityActionDialog form={form} />;
}
