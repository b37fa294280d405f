import { formatTokenAmount } from '@tdx/ui/extra';
import { MenuItem, TextField } from '@tdx/ui/overlay';
import { Typography } from '@tdx/ui';
import { useCallback, useState } from 'react';
import { loadDelegationsOut, useBroadcastAction, type BroadcastAction, type Delegation } from '../../../shared';
import { tokenActions } from '../model/payloads';
import { chainQuantity } from '../model/rules';
import { useLoaded } from '../model/use-loaded';
import { useQuantity } from '../model/use-quantity';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { LoadState } from './load-state';
import { QuantityField } from './quantity-field';

interface UndelegateFormProps extends TokenDialogProps {
  delegations: Delegation[];
  action: BroadcastAction;
}

function UndelegateForm({ row, delegations, action, onClose }: UndelegateFormProps) {
  const { symbol, token } = row;
  const [to, setTo] = useState(delegations[0].to);
  const delegation = delegations.find((entry) => entry.to === to) ?? delegations[0];
  const quantity = useQuantity(token.precision, delegation.quantity, delegation.quantity);

  const submit = async () => {
    quantity.reveal();
    if (quantity.problem) return;
    const amount = chainQuantity(quantity.value);
    const outcome = await action.run({
      actions: tokenActions.undelegate(symbol, delegation.to, amount),
      displayName: `Undelegate (${symbol})`,
      successMessage: `Undelegating ${amount} ${symbol} from ${delegation.to}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Undelegate ${symbol}`} onClose={onClose} action={action} submitLabel="Undelegate" onSubmit={submit}>
      <TextField
        select
        label="Delegation"
        value={delegation.to}
        onChange={(event) => {
          const next = delegations.find((entry) => entry.to === event.target.value);
          if (!next) return;
          setTo(next.to);
          quantity.setValue(next.quantity);
        }}
        disabled={action.waiting}
        fullWidth
      >
        {delegations.map((entry) => (
          <MenuItem key={entry.to} value={entry.to}>
            {entry.to}: {formatTokenAmount(entry.quantity, token.precision)} {symbol}
          </MenuItem>
        ))}
      </TextField>
      <QuantityField
        value={quantity.value}
        onChange={quantity.setValue}
        error={quantity.error}
        symbol={symbol}
        precision={token.precision}
        available={delegation.quantity}
        availableLabel="Delegated"
        disabled={action.waiting}
      />
      {token.undelegationCooldown !== undefined && (
        <Typography variant="body2" color="text.secondary">
          The stake comes back after {token.undelegationCooldown} {token.undelegationCooldown === 1 ? 'day' : 'days'}.
        </Typography>
      )}
    </ActionDialog>
  );
}

/** Lists the account's delegations of the token and takes back all or part of one. */
export function UndelegateDialog(props: TokenDialogProps) {
  const { row, account, onClose } = props;
  const load = useCallback(() => loadDelegationsOut(account, row.symbol), [account, row.symbol]);
  const [delegations, retry] = useLoaded(load);
  const action = useBroadcastAction();
  if (delegations.status === 'loaded' && delegations.value.length > 0) return <UndelegateForm {...props} delegations={delegations.value} action={action} />;
  return (
    <ActionDialog title={`Undelegate ${row.symbol}`} onClose={onClose} action={action}>
      <LoadState state={delegations} retry={retry} what="delegations">
        {() => <Typography>No delegations to take back.</Typography>}
      </LoadState>
    </ActionDialog>
  );
}
