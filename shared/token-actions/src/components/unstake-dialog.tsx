import { Typography } from '@tdx/ui';
import { tokenActions } from '../model/payloads';
import { useQuantityAction } from '../model/use-quantity-action';
import type { HoldingDialogProps } from './dialog-props';
import { QuantityActionDialog } from './quantity-action-dialog';

/** Starts an unstake of available stake, paid back in the token's tranches. */
export function UnstakeDialog({ token, stake, onClose }: HoldingDialogProps) {
  const { symbol } = token;
  const tranches = token.numberTransactions ?? 1;
  const form = useQuantityAction({
    verb: 'Unstake',
    token,
    onClose,
    available: stake.available.toFixed(),
    availableLabel: 'Available stake',
    send: (amount) => ({ actions: tokenActions.unstake(symbol, amount), successMessage: `Unstaking ${amount} ${symbol}` }),
  });
  const payback = token.unstakingCooldown !== undefined && (
    <Typography variant="body2" color="text.secondary">
      Paid back in {tranches} {tranches === 1 ? 'tranche' : 'equal tranches'} over {token.unstakingCooldown}{' '}
      {token.unstakingCooldown === 1 ? 'day' : 'days'}.
    </Typography>
  );
  return <QuantityActionDialog form={form} after={payback} />;
}
