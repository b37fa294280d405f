import { CreationFeeLine, SymbolField, useCreationSubmit, useSymbolAvailability } from '@tdx/controls';
import { Stack } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, CircularProgress, MenuItem, TextField } from '@tdx/ui/overlay';
import { useId, useState } from 'react';
import { longNameProblem, NFT_DEFINITIONS_KEY, NFT_SYMBOL_LOOKUP, nftSymbolRuleProblem, PACK_CATALOG_KEY } from '../../../shared';
import { useBeePayment } from '../model/use-bee-payment';
import { createManagedNftAction } from '../model/wizard-actions';
import { useStepDraft } from '../model/use-step-draft';
import { StepOutcome, WizardStep } from './wizard-step';

const NEW_NFT = '';

/** Step 1: one of the user's managed NFTs, or a new one created through the packmanager contract. */
export function NftStep({ account, owned, selected, onSelect }: { account: string; owned: readonly string[]; selected: string; onSelect: (nft: string) => void }) {
  const feeLineId = useId();
  const payment = useBeePayment(account, 'nftCreationFee');
  const form = useStepDraft({ name: '', symbol: '' });
  const [created, setCreated] = useState<string | null>(null);
  const symbol = form.draft.symbol.trim();
  const problems = { symbol: nftSymbolRuleProblem(symbol, account), name: longNameProblem(form.draft.name.trim(), true) };
  const availability = useSymbolAvailability(symbol, problems.symbol === null, NFT_SYMBOL_LOOKUP);
  const { broadcast, notice, submit } = useCreationSubmit({
    form: { valid: problems.symbol === null && problems.name === null, markSubmitted: form.markSubmitted },
    payment,
    availability,
    request: () => ({
      actions: createManagedNftAction({ symbol, name: form.draft.name.trim() }),
      displayName: `Create managed NFT (${symbol})`,
      successMessage: `${symbol} created`,
      name: 'pack-create-nft',
      invalidates: [PACK_CATALOG_KEY, NFT_DEFINITIONS_KEY],
    }),
    onConfirmed: () => {
      setCreated(symbol);
      onSelect(symbol);
    },
  });

  return (
    <WizardStep number={1} title="The NFT" intro="Cards are instances of an NFT the packmanager contract issues. Pick one of yours, or create one: it gets the properties edition, foil and type.">
      <TextField
        select
        label="Managed NFT"
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
        fullWidth
        sx={{ maxWidth: 560 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value={NEW_NFT}>Create a new one</MenuItem>
        {owned.map((nft) => (
          <MenuItem key={nft} value={nft}>
            {nft}
          </MenuItem>
        ))}
      </TextField>
      {created && <StepOutcome problem={null} success={`${created} is created and managed by the pack manager.`} />}
      {selected === NEW_NFT && (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Create a managed NFT" sx={{ maxWidth: 560 }}>
          <TextField
            label="Name"
            value={form.draft.name}
            onChange={(event) => form.set('name', event.target.value)}
            error={form.shown('name', problems.name) !== null}
            helperText={form.shown('name', problems.name) ?? 'Letters, digits and spaces, at most 50 characters'}
            required
            disabled={broadcast.waiting}
          />
          <SymbolField value={form.draft.symbol} onChange={(value) => form.set('symbol', value)} problem={form.shown('symbol', problems.symbol)} availability={availability} disabled={broadcast.waiting} hint="Capital letters A–Z, at most 10" />
          <CreationFeeLine id={feeLineId} subject="an NFT" payment={payment} />
          <Button type="submit" variant="contained" disabled={broadcast.waiting || payment.problem !== null} aria-describedby={feeLineId}>
            {broadcast.waiting ? <CircularProgress size={22} aria-label="Creating the NFT" /> : 'Create managed NFT'}
          </Button>
          {notice && (
            <Alert severity="warning" role="alert">
              {notice}
            </Alert>
          )}
          <StepOutcome problem={broadcast.problem} success={null} />
        </Stack>
      )}
    </WizardStep>
  );
}
