import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { useBroadcastAction } from '../../../shared';
import { tokenActions } from '../model/payloads';
import { feeProblem, MESSAGES, parseDays } from '../model/rules';
import { useTokenFee } from '../model/use-token-fee';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { FEE_SYMBOL, FeeLine } from './fee-line';

/** Turns delegation on for the issuer's staking token, paying `params.enableDelegationFee` BEE. */
export function EnableDelegationDialog({ row, beeBalance, onClose }: TokenDialogProps) {
  const { symbol } = row;
  const action = useBroadcastAction();
  const { fee, failed } = useTokenFee('enableDelegationFee');
  const [cooldown, setCooldown] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const cooldownDays = parseDays(cooldown);
  const blocker = fee === null && !failed ? null : feeProblem(fee, beeBalance, FEE_SYMBOL);

  const submit = async () => {
    setSubmitted(true);
    if (cooldownDays === null) return;
    const outcome = await action.run({
      actions: tokenActions.enableDelegation(symbol, cooldownDays),
      displayName: `Enable Delegation (${symbol})`,
      successMessage: `Delegation enabled for ${symbol}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  const showCooldown = (submitted || cooldown !== '') && cooldownDays === null;
  return (
    <ActionDialog title={`Enable delegation for ${symbol}`} onClose={onClose} action={action} submitLabel="Enable delegation" onSubmit={submit} blocker={blocker} busy={fee === null && !failed}>
      <TextField
        label="Undelegation cooldown (days)"
        value={cooldown}
        onChange={(event) => setCooldown(event.target.value)}
        error={showCooldown}
        helperText={showCooldown ? MESSAGES.cooldown : ' '}
        required
        fullWidth
        disabled={action.waiting}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FeeLine fee={fee} beeBalance={beeBalance} />
    </ActionDialog>
  );
}
