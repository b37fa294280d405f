import { queries } from '@tdx/api';
import { CreationFeeLine } from '@tdx/controls';
import { useBroadcast } from '@tdx/data';
import { Box, Stack } from '@tdx/ui';
import { TextField } from '@tdx/ui/overlay';
import { useId, useState, type FormEvent } from 'react';
import { oddsOf, PACK_CATALOG_KEY, PACK_TRAITS, type ManagedCollection, type PackTrait } from '../../../shared';
import { registerPackAction } from '../model/wizard-actions';
import { MAX_CARDS_PER_PACK, MAX_ROLLS, packNameProblem, parseChanceTable, wholeNumberOf, wholeNumberProblem, WIZARD_MESSAGES } from '../model/wizard-rules';
import { useBeePayment } from '../model/use-bee-payment';
import { useStepDraft } from '../model/use-step-draft';
import { StepSubmit, WizardStep } from './wizard-step';

const TRAIT_LABELS: Readonly<Record<PackTrait, string>> = { foil: 'Foil chances', category: 'Category chances', rarity: 'Rarity chances', team: 'Team chances' };

/** Step 2: a pack token registered for the NFT, with its edition and chance tables, each field checked as the contract does. */
export function RegisterPackStep({ account, collection }: { account: string; collection: ManagedCollection }) {
  const nextEdition = collection.editions.length === 0 ? 0 : Math.max(...collection.editions.map((entry) => entry.edition)) + 1;
  const form = useStepDraft({ packSymbol: '', edition: String(nextEdition), editionName: '', cardsPerPack: '5', numRolls: '1', foil: '95, 100', category: '1', rarity: '1', team: '1' });
  const fee = useBeePayment(account, 'registerFee');
  const broadcast = useBroadcast();
  const feeLineId = useId();
  const [packMissing, setPackMissing] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { draft } = form;
  const packSymbol = draft.packSymbol.trim().toUpperCase();
  const edition = wholeNumberOf(draft.edition, 0);
  const isNewEdition = edition !== null && !collection.editions.some((entry) => entry.edition === edition);
  const tables = Object.fromEntries(PACK_TRAITS.map((trait) => [trait, parseChanceTable(draft[trait])])) as Record<PackTrait, ReturnType<typeof parseChanceTable>>;
  const problems = {
    packSymbol:
      packSymbol === '' ? WIZARD_MESSAGES.packEmpty : collection.packs.some((pack) => pack.symbol === packSymbol) ? `${packSymbol} is already registered for ${collection.nft}` : packMissing,
    edition: wholeNumberProblem(draft.edition, 0),
    editionName: draft.editionName.trim() === '' && isNewEdition ? WIZARD_MESSAGES.editionNameNeeded : packNameProblem(draft.editionName.trim(), false),
    cardsPerPack: wholeNumberProblem(draft.cardsPerPack, 1, MAX_CARDS_PER_PACK),
    numRolls: wholeNumberProblem(draft.numRolls, 1, MAX_ROLLS),
    ...Object.fromEntries(PACK_TRAITS.map((trait) => [trait, tables[trait].problem])),
  } as Record<keyof typeof draft, string | null>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    setSuccess(null);
    if (Object.values(problems).some((problem) => problem !== null) || fee.problem !== null || !fee.ready || edition === null) return;
    const token = await queries.getToken(packSymbol).catch(() => undefined);
    if (token === undefined) return setPackMissing('The pack token could not be looked up: try again');
    if (token === null) return setPackMissing(`No token has the symbol ${packSymbol}`);
    const outcome = await broadcast.run({
      actions: registerPackAction({
        packSymbol,
        nftSymbol: collection.nft,
        edition,
        ...(draft.editionName.trim() === '' ? {} : { editionName: draft.editionName.trim() }),
        cardsPerPack: Number(draft.cardsPerPack.trim()),
        foilChance: tables.foil.weights,
        categoryChance: tables.category.weights,
        rarityChance: tables.rarity.weights,
        teamChance: tables.team.weights,
        numRolls: Number(draft.numRolls.trim()),
      }),
      displayName: `Register pack ${packSymbol} for ${collection.nft}`,
      successMessage: `${packSymbol} registered`,
      name: 'pack-register',
      invalidates: [PACK_CATALOG_KEY],
    });
    if (outcome?.status === 'confirmed') setSuccess(`${packSymbol} now opens into ${collection.nft} cards.`);
  };

  const field = (name: keyof typeof draft, label: string, hint: string, numeric = false) => (
    <TextField
      key={name}
      label={label}
      value={draft[name]}
      onChange={(event) => {
        if (name === 'packSymbol') setPackMissing(null);
        form.set(name, name === 'packSymbol' ? event.target.value.toUpperCase() : event.target.value);
      }}
      error={form.shown(name, problems[name]) !== null}
      helperText={form.shown(name, problems[name]) ?? hint}
      disabled={broadcast.waiting}
      slotProps={{ htmlInput: { inputMode: numeric ? 'numeric' : undefined, autoComplete: 'off', spellCheck: false } }}
    />
  );

  return (
    <WizardStep number={2} title="Register a pack" intro={`A token you choose becomes a pack of ${collection.nft}: opening one burns it and issues cards rolled from the chance tables.`}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Register a pack">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {field('packSymbol', 'Pack token', 'The symbol of an existing token')}
          {field('edition', 'Edition', 'A whole number from 0; a new one needs a name', true)}
          {field('editionName', isNewEdition ? 'Edition name' : 'Edition name (optional)', 'Letters, digits and spaces, at most 100')}
          {field('cardsPerPack', 'Cards per pack', `From 1 to ${MAX_CARDS_PER_PACK}`, true)}
          {field('numRolls', 'Re-rolls', `From 1 to ${MAX_ROLLS}: rolls again when no type matches`, true)}
          {PACK_TRAITS.map((trait) => {
            const odds = oddsOf(tables[trait].weights);
            return field(trait, TRAIT_LABELS[trait], odds.length > 0 ? `Odds: ${odds.map((percent, index) => `#${index} ${percent} %`).join(', ')}` : 'Cumulative weights, e.g. 95, 100');
          })}
        </Box>
        <CreationFeeLine id={feeLineId} subject="a pack registration" payment={fee} />
        <StepSubmit label="Register pack" busyLabel="Registering the pack" waiting={broadcast.waiting} disabled={fee.short} describedBy={feeLineId} problem={broadcast.problem} success={success} />
      </Stack>
    </WizardStep>
  );
}
