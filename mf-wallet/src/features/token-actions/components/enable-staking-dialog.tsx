import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { useBroadcastAction } from '../../../shared';
import { tokenActions } from '../model/payloads';
import { feeProblem, MESSAGES, parseDays } from '../model/rules';
import { useTokenFee } from '../model/use-token-fee';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { FEE_SYMBOL, FeeLine } from './fee-line';

/** Turns staking on for the issuer's token, paying `params.enableStakingFee` BEE. */
export function EnableStakingDialog({ row, beeBalance, onClose }: TokenDialogProps) {
  const { symbol } = row;
  const action = useBroadcastAction();
  const { fee, failed } = useTokenFee('enableStakingFee');
  const [cooldown, setCooldown] = useState('');
  const [tranches, setTranches] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const cooldownDays = parseDays(cooldown);
  const trancheCount = parseDays(tranches);
  const blocker = fee === null && !failed ? null : feeProblem(fee, beeBalance, FEE_SYMBOL);

  const submit = async () => {
    setSubmitted(true);
    if (cooldownDays === null || trancheCount === null) return;
    const outcome = await action.run({
      actions: tokenActions.enableStaking(symbol, cooldownDays, trancheCount),
      displayName: `Enable Staking (${symbol})`,
      successMessage: `Staking enabled for ${symbol}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  const showCooldown = (submitted || cooldown !== '') && cooldownDays === null;
  const showTranches = (submitted || tranches !== '') && trancheCount === null;
  return (
    <ActionDialog title={`Enable staking for ${symbol}`} onClose={onClose} action={action} submitLabel="Enable staking" onSubmit={submit} blocker={blocker} busy={fee === null && !failed}>
      <TextField
        label="Unstaking cooldown (days)"
        value={cooldown}
        onChange={(event) => setCooldown(event.target.value)}
        error={showCooldown}
        helperText={showCooldown ? MESSAGES.cooldown : ' '}
        required
        fullWidth
        disabled={action.waiting}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Number of unstake tranches"
        value={tranches}
        onChange={(event) => setTranches(event.target.value)}
        error={showTranches}
        helperText={showTranches ? MESSAGES.tranches : ' '}
        required
        fullWidth
        disabled={action.waiting}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FeeLine fee={fee} beeBalance={beeBalance} />
    </ActionDialog>
  );
}
