import { Typography } from '@tdx/ui';
import { useBroadcastAction } from '../../../shared';
import { tokenActions } from '../model/payloads';
import { chainQuantity } from '../model/rules';
import { useQuantity } from '../model/use-quantity';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { QuantityField } from './quantity-field';

/** Starts an unstake of available stake, paid back in the token's tranches. */
export function UnstakeDialog({ row, onClose }: TokenDialogProps) {
  const { symbol, token } = row;
  const available = row.stake.available.toFixed();
  const action = useBroadcastAction();
  const quantity = useQuantity(token.precision, available);
  const tranches = token.numberTransactions ?? 1;

  const submit = async () => {
    quantity.reveal();
    if (quantity.problem) return;
    const amount = chainQuantity(quantity.value);
    const outcome = await action.run({
      actions: tokenActions.unstake(symbol, amount),
      displayName: `Unstake (${symbol})`,
      successMessage: `Unstaking ${amount} ${symbol}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Unstake ${symbol}`} onClose={onClose} action={action} submitLabel="Unstake" onSubmit={submit}>
      <QuantityField
        value={quantity.value}
        onChange={quantity.setValue}
        error={quantity.error}
        symbol={symbol}
        precision={token.precision}
        available={available}
        availableLabel="Available stake"
        disabled={action.waiting}
      />
      {token.unstakingCooldown !== undefined && (
        <Typography variant="body2" color="text.secondary">
          Paid back in {tranches} {tranches === 1 ? 'tranche' : 'equal tranches'} over {token.unstakingCooldown}{' '}
          {token.unstakingCooldown === 1 ? 'day' : 'days'}.
        </Typography>
      )}
    </ActionDialog>
  );
}
