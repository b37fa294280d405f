import { beeBalanceQuery } from '@tdx/controls';
import { useBroadcast, useData } from '@tdx/data';
import { Stack } from '@tdx/ui';
import { formatTokenAmount } from '@tdx/ui/extra';
import { TextField } from '@tdx/ui/overlay';
import BigNumber from 'bignumber.js';
import { useState, type FormEvent } from 'react';
import { FigureList, PACK_CATALOG_KEY, type ManagedCollection } from '../../../shared';
import { depositAction } from '../model/wizard-actions';
import { depositProblem } from '../model/wizard-rules';
import { useStepDraft } from '../model/use-step-draft';
import { StepSubmit, WizardStep } from './wizard-step';

/** Step 4: BEE into the NFT's fee pool, which pays the issuance fee of every card opened. */
export function DepositStep({ account, collection }: { account: string; collection: ManagedCollection }) {
  const form = useStepDraft({ amount: '' });
  const bee = useData(beeBalanceQuery, account);
  const broadcast = useBroadcast();
  const [success, setSuccess] = useState<string | null>(null);
  const problem = bee.data === undefined ? null : depositProblem(form.draft.amount, bee.data);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    setSuccess(null);
    if (problem !== null || bee.data === undefined) return;
    const amount = new BigNumber(form.draft.amount.trim()).toFixed();
    const outcome = await broadcast.run({
      actions: depositAction({ nftSymbol: collection.nft, amount }),
      displayName: `Fund the ${collection.nft} fee pool`,
      successMessage: `${amount} BEE deposited`,
      name: 'pack-deposit',
      invalidates: [PACK_CATALOG_KEY],
    });
    if (outcome?.status === 'confirmed') setSuccess(`${amount} BEE added to the ${collection.nft} fee pool.`);
  };

  return (
    <WizardStep number={4} title="Fund the fee pool" intro="Issuing each card burns a small BEE fee, paid from this pool: opening fails while the pool cannot pay for the cards.">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Fund the fee pool" sx={{ maxWidth: 560 }}>
        <FigureList
          label="Fee pool"
          figures={[
            ['Fee pool', `${formatTokenAmount(collection.feePool, 8)} BEE`],
            ['Your BEE', bee.data === undefined ? '—' : `${formatTokenAmount(bee.data, 8)} BEE`],
          ]}
        />
        <TextField
          label="BEE to deposit"
          value={form.draft.amount}
          onChange={(event) => form.set('amount', event.target.value)}
          error={form.shown('amount', problem) !== null}
          helperText={form.shown('amount', problem) ?? 'More than 0, at most 8 decimals'}
          disabled={broadcast.waiting}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <StepSubmit label="Deposit" busyLabel="Depositing" waiting={broadcast.waiting} problem={broadcast.problem} success={success} />
      </Stack>
    </WizardStep>
  );
}
