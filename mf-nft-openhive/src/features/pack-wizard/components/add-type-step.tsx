import { CreationFeeLine } from '@tdx/controls';
import { useBroadcast } from '@tdx/data';
import { Box, Stack, Typography } from '@tdx/ui';
import { MenuItem, TextField } from '@tdx/ui/overlay';
import { useId, useState, type FormEvent } from 'react';
import { PACK_CATALOG_KEY, type ManagedCollection } from '../../../shared';
import { addTypeAction } from '../model/wizard-actions';
import { packNameProblem, wholeNumberProblem } from '../model/wizard-rules';
import { useBeePayment } from '../model/use-bee-payment';
import { useStepDraft } from '../model/use-step-draft';
import { StepSubmit, WizardStep } from './wizard-step';

const TRAIT_FIELDS = [
  ['category', 'Category'],
  ['rarity', 'Rarity'],
  ['team', 'Team'],
] as const;

/** Step 3: a card type of a registered edition (name, category, rarity, team). */
export function AddTypeStep({ account, collection }: { account: string; collection: ManagedCollection }) {
  const form = useStepDraft({ edition: String(collection.editions[0]?.edition ?? ''), name: '', category: '0', rarity: '0', team: '0' });
  const fee = useBeePayment(account, 'typeAddFee');
  const broadcast = useBroadcast();
  const feeLineId = useId();
  const [success, setSuccess] = useState<string | null>(null);
  const { draft } = form;
  const edition = collection.editions.some((entry) => String(entry.edition) === draft.edition) ? draft.edition : String(collection.editions[0]?.edition ?? '');
  const problems = {
    edition: null,
    name: packNameProblem(draft.name.trim(), true),
    category: wholeNumberProblem(draft.category, 0),
    rarity: wholeNumberProblem(draft.rarity, 0),
    team: wholeNumberProblem(draft.team, 0),
  } as Record<keyof typeof draft, string | null>;

  if (collection.editions.length === 0) {
    return (
      <WizardStep number={3} title="Add card types" intro="Types are the cards a roll can give.">
        <Typography>Register a pack first: its registration names the edition the types belong to.</Typography>
      </WizardStep>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    setSuccess(null);
    if (Object.values(problems).some((problem) => problem !== null) || fee.problem !== null || !fee.ready) return;
    const name = draft.name.trim();
    const outcome = await broadcast.run({
      actions: addTypeAction({ nftSymbol: collection.nft, edition: Number(edition), category: Number(draft.category.trim()), rarity: Number(draft.rarity.trim()), team: Number(draft.team.trim()), name }),
      displayName: `Add type ${name} to ${collection.nft}`,
      successMessage: `${name} added`,
      name: 'pack-add-type',
      invalidates: [PACK_CATALOG_KEY],
    });
    if (outcome?.status === 'confirmed') setSuccess(`${name} is a type of ${collection.nft}, edition ${edition}.`);
  };

  return (
    <WizardStep
      number={3}
      title="Add card types"
      intro="Types are the cards a roll can give: a roll picks a category, a rarity and a team by the pack's chance tables (slot 0, 1, …), then one of the types with those three."
    >
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Add a card type">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField select label="Edition" value={edition} onChange={(event) => form.set('edition', event.target.value)} disabled={broadcast.waiting}>
            {collection.editions.map((entry) => (
              <MenuItem key={entry.edition} value={String(entry.edition)}>
                {entry.name ? `${entry.edition} (${entry.name})` : entry.edition}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Type name"
            value={draft.name}
            onChange={(event) => form.set('name', event.target.value)}
            error={form.shown('name', problems.name) !== null}
            helperText={form.shown('name', problems.name) ?? 'Letters, digits and spaces, at most 100'}
            disabled={broadcast.waiting}
          />
          {TRAIT_FIELDS.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              value={draft[name]}
              onChange={(event) => form.set(name, event.target.value)}
              error={form.shown(name, problems[name]) !== null}
              helperText={form.shown(name, problems[name]) ?? 'The slot of its chance table: 0, 1, …'}
              disabled={broadcast.waiting}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          ))}
        </Box>
        <CreationFeeLine id={feeLineId} subject="a card type" payment={fee} />
        <StepSubmit label="Add type" busyLabel="Adding the type" waiting={broadcast.waiting} disabled={fee.short} describedBy={feeLineId} problem={broadcast.problem} success={success} />
      </Stack>
    </WizardStep>
  );
}
