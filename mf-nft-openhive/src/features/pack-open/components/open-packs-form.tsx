import { useBroadcast } from '@tdx/data';
import { Stack } from '@tdx/ui';
import { Alert, formatTokenAmount } from '@tdx/ui/extra';
import { Button, CircularProgress, MenuItem, TextField } from '@tdx/ui/overlay';
import { useState, type FormEvent } from 'react';
import { FigureList, LoadFailure, PACK_CATALOG_KEY, type ManagedCollection, type PackSettings } from '../../../shared';
import { transactionLogs } from '../api/opened-cards-query';
import { openPacksAction } from '../model/open-action';
import { feePoolProblem, maxPacksPerOpen, packCountProblem } from '../model/open-rules';
import { openedCardsOf, type OpenedCard } from '../model/opened-cards';
import { useIssuanceCost } from '../model/use-issuance-cost';
import { RevealedCards } from './revealed-cards';

export interface HeldPack {
  collection: ManagedCollection;
  pack: PackSettings;
  balance: string;
}

const keyOf = ({ pack }: HeldPack) => `${pack.symbol}:${pack.nft}`;

export const LOGS_UNREADABLE_TEXT = 'The packs were opened, but the cards could not be read from the transaction. They are in your NFTs.';

/** Chooses a held pack and how many to open, checks the contract's rules, opens them, then shows the cards issued. */
export function OpenPacksForm({ account, held }: { account: string; held: readonly HeldPack[] }) {
  const [selected, setSelected] = useState(keyOf(held[0]));
  const [count, setCount] = useState('1');
  const [touched, setTouched] = useState(false);
  const [revealed, setRevealed] = useState<{ choice: HeldPack; cards: OpenedCard[] } | null>(null);
  const [logsProblem, setLogsProblem] = useState<string | null>(null);
  const broadcast = useBroadcast();
  const choice = held.find((entry) => keyOf(entry) === selected) ?? held[0];
  const { pack, collection, balance } = choice;
  const countProblem = packCountProblem(count, balance, pack.cardsPerPack);
  const cards = countProblem === null ? Number(count.trim()) * pack.cardsPerPack : 0;
  const issuance = useIssuanceCost(pack.nft, cards);
  const poolProblem = issuance.cost && countProblem === null ? feePoolProblem(collection.feePool, issuance.cost) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (countProblem !== null || poolProblem !== null || issuance.cost === null) return;
    setRevealed(null);
    setLogsProblem(null);
    const packs = Number(count.trim());
    const outcome = await broadcast.run({
      actions: openPacksAction(pack.symbol, pack.nft, packs),
      displayName: `Open ${packs} ${pack.symbol}`,
      successMessage: `${packs} ${pack.symbol} opened`,
      name: 'open-packs',
      invalidates: [PACK_CATALOG_KEY],
    });
    if (outcome?.status !== 'confirmed') return;
    const logs = await transactionLogs(outcome.transactionId).catch(() => null);
    const opened = logs === null ? [] : openedCardsOf(logs, account, pack.nft);
    if (opened.length === 0) setLogsProblem(LOGS_UNREADABLE_TEXT);
    else setRevealed({ choice, cards: opened });
  };

  return (
    <Stack spacing={3}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="Open packs" sx={{ maxWidth: 560 }}>
        <TextField select label="Pack" value={selected} onChange={(event) => setSelected(event.target.value)} disabled={broadcast.waiting} fullWidth>
          {held.map((entry) => (
            <MenuItem key={keyOf(entry)} value={keyOf(entry)}>
              {entry.pack.symbol} → {entry.pack.nft} (you hold {entry.balance})
            </MenuItem>
          ))}
        </TextField>
        <FigureList
          label="Pack"
          figures={[
            ['Cards per pack', String(pack.cardsPerPack)],
            ['At most at once', `${Math.min(maxPacksPerOpen(pack.cardsPerPack), Math.floor(Number(balance)))} packs`],
            ['Fee pool', `${formatTokenAmount(collection.feePool, 8)} BEE`],
            ['Issuance fee', issuance.cost ? `${formatTokenAmount(issuance.cost.toFixed(8), 8)} BEE, from the fee pool` : '—'],
          ]}
        />
        <TextField
          label="Packs to open"
          value={count}
          onChange={(event) => setCount(event.target.value)}
          error={touched && countProblem !== null}
          helperText={(touched && countProblem) || `A whole number from 1 to ${Math.min(maxPacksPerOpen(pack.cardsPerPack), Math.floor(Number(balance)))}`}
          disabled={broadcast.waiting}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        {issuance.failed && !issuance.cost && <LoadFailure text="The NFT issuance fee could not be read." onRetry={issuance.reload} />}
        {touched && poolProblem && (
          <Alert severity="error" role="alert">
            {poolProblem}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={broadcast.waiting}>
          {broadcast.waiting ? <CircularProgress size={22} aria-label="Opening the packs" /> : 'Open packs'}
        </Button>
        {(broadcast.problem ?? logsProblem) && (
          <Alert severity={broadcast.problem ? 'error' : 'warning'} role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {broadcast.problem ?? logsProblem}
          </Alert>
        )}
      </Stack>
      {revealed && <RevealedCards collection={revealed.choice.collection} nft={revealed.choice.pack.nft} cards={revealed.cards} />}
    </Stack>
  );
}
