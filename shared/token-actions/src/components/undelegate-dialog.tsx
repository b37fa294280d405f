import { useBroadcast, useData } from '@tdx/data';
import { formatTokenAmount } from '@tdx/ui/extra';
import { MenuItem, TextField } from '@tdx/ui/overlay';
import { Typography } from '@tdx/ui';
import { useState } from 'react';
import type { Delegation } from '@tdx/contracts';
import { delegationsOutQuery } from '../api/token-reads';
import { tokenActions } from '../model/payloads';
import { useQuantityAction } from '../model/use-quantity-action';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { LoadState } from './load-state';
import { QuantityActionDialog } from './quantity-action-dialog';

interface UndelegateFormProps extends TokenDialogProps {
  delegations: Delegation[];
}

function UndelegateForm({ token, delegations, onClose }: UndelegateFormProps) {
  const { symbol } = token;
  const [to, setTo] = useState(delegations[0].to);
  const delegation = delegations.find((entry) => entry.to === to) ?? delegations[0];
  const form = useQuantityAction({
    verb: 'Undelegate',
    token,
    onClose,
    available: delegation.quantity,
    availableLabel: 'Delegated',
    initialQuantity: delegation.quantity,
    send: (amount) => ({ actions: tokenActions.undelegate(symbol, delegation.to, amount), successMessage: `Undelegating ${amount} ${symbol} from ${delegation.to}` }),
  });

  const choice = (
    <TextField
      select
      label="Delegation"
      value={delegation.to}
      onChange={(event) => {
        const next = delegations.find((entry) => entry.to === event.target.value);
        if (!next) return;
        setTo(next.to);
        form.quantity.setValue(next.quantity);
      }}
      disabled={form.action.waiting}
      fullWidth
    >
      {delegations.map((entry) => (
        <MenuItem key={entry.to} value={entry.to}>
          {entry.to}: {formatTokenAmount(entry.quantity, token.precision)} {symbol}
        </MenuItem>
      ))}
    </TextField>
  );
  const comeback = token.undelegationCooldown !== undefined && (
    <Typography variant="body2" color="text.secondary">
      The stake comes back after {token.undelegationCooldown} {token.undelegationCooldown === 1 ? 'day' : 'days'}.
    </Typography>
  );
  return <QuantityActionDialog form={form} before={choice} after={comeback} />;
}

/** Lists the account's delegations of the token and takes back all or part of one. */
export function UndelegateDialog(props: TokenDialogProps) {
  const { token, account, onClose } = props;
  const delegations = useData(delegationsOutQuery, { account, symbol: token.symbol });
  const action = useBroadcast();
  if (!delegations.failed && delegations.data && delegations.data.length > 0) return <UndelegateForm {...props} delegations={delegations.data} />;
  return (
    <ActionDialog title={`Undelegate ${token.symbol}`} onClose={onClose} action={action}>
      <LoadState state={delegations} what="delegations">
        {() => <Typography>No delegations to take back.</Typography>}
      </LoadState>
    </ActionDialog>
  );
}
