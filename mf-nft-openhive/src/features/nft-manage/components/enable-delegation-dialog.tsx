import { useBroadcast } from '@tdx/data';
import { ActionDialog, FeeLine } from '@tdx/token-actions';
import { Typography } from '@tdx/ui';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { cooldownProblem } from '../model/manage-rules';
import { nftActions } from '../model/nft-actions';
import { useBeeFee } from '../model/use-bee-fee';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';

/** Lets holders delegate instances (`enableDelegation`), burning the live `enableDelegationFee` BEE; it cannot be turned off. */
export function EnableDelegationDialog({ nft, account, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const payment = useBeeFee(account, (params) => params.enableDelegationFee);
  const [cooldown, setCooldown] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = cooldownProblem(cooldown);
  const shown = submitted || cooldown !== '' ? problem : null;

  const submit = async () => {
    setSubmitted(true);
    if (problem) return;
    const outcome = await action.run({
      actions: nftActions.enableDelegation(symbol, Number(cooldown.trim())),
      displayName: `Enable NFT delegation (${symbol})`,
      successMessage: `Delegation enabled for ${symbol}`,
      invalidates: COLLECTION_READS,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Enable delegation of ${symbol}`} onClose={onClose} action={action} submitLabel="Enable delegation" onSubmit={submit} blocker={payment.blocker} busy={payment.busy}>
      <Typography variant="body2" color="text.secondary">
        Holders may then lend their instances to other accounts. An undelegated instance comes back to its owner after the cooldown. This cannot be turned off.
      </Typography>
      <FeeLine fee={payment.fee} beeBalance={payment.beeBalance} />
      <TextField
        label="Undelegation cooldown (days)"
        value={cooldown}
        onChange={(event) => setCooldown(event.target.value)}
        error={shown !== null}
        helperText={shown ?? 'Whole days, 1 to 18,250'}
        required
        fullWidth
        disabled={action.waiting}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </ActionDialog>
  );
}
