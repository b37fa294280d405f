import { BatchProgress, CsvListInput, STILL_READING_TEXT } from '@tdx/controls';
import { fetchData } from '@tdx/data';
import { Box, Stack } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, TextField } from '@tdx/ui/overlay';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { sendableInstancesQuery } from '../api/sendable-instances-query';
import { assignInstances, batchRecipients, nftCount } from '../model/airdrop-plan';
import { forgetProgress, loadProgress, reconcile, strandedBatches } from '../model/airdrop-progress';
import { useAirdropInputs } from '../model/use-airdrop-inputs';
import { useAirdropSender } from '../model/use-airdrop-sender';
import { AirdropFacts } from './airdrop-facts';

const LIST_HINT = 'One account per line (one NFT each), or account,number of NFTs; a header line is optional';
const CHOOSE_TEXT = 'Choose the NFT to send';
const FIX_LIST_TEXT = 'Correct the list first: every line must be a valid account.';
const STRANDED_TEXT = 'Some NFTs of the transactions left are no longer yours to send. Discard this progress to plan the airdrop again.';

/** The airdrop form: the NFT, the list, the checks and the fee; then its transactions one by one, resumable. */
export function NftAirdropForm({ account }: { account: string }) {
  const inputs = useAirdropInputs(account);
  const { symbol, recipients, definitions, params, sendable, problems, storageKey } = inputs;
  const sender = useAirdropSender(symbol, storageKey);
  const { progress, sending, show } = sender;
  const [notice, setNotice] = useState<string | null>(null);
  const problemsId = useId();
  const listReady = symbol !== '' && recipients.valid;

  // The same NFT and list (after a reload, a failure) bring back what was already sent. The fields
  // are locked while sending, so this never runs in the middle of it.
  useEffect(() => {
    show(listReady ? loadProgress(storageKey) : null);
  }, [listReady, storageKey, show]);

  const resume = async () => {
    if (!progress) return;
    setNotice(null);
    const held = new Set(await fetchData(sendableInstancesQuery, { account, symbol }));
    const next = reconcile(progress, held);
    if (strandedBatches(next, held).length > 0) {
      show(next);
      return setNotice(STRANDED_TEXT);
    }
    await sender.send(next);
  };

  const start = async () => {
    if (symbol === '') return setNotice(CHOOSE_TEXT);
    if (!recipients.valid) return setNotice(FIX_LIST_TEXT);
    if (!params.data || !sendable.data || inputs.bee.data === undefined) return setNotice(STILL_READING_TEXT);
    if (problems.length > 0) return setNotice(null);
    setNotice(null);
    const wanted = recipients.list.rows.map((row) => ({ account: row.account, count: row.quantity }));
    const batches = batchRecipients(symbol, assignInstances(wanted, sendable.data), params.data.maxTransactionsPerAirdrop);
    await sender.send({ batches, sent: batches.map(() => false) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    void (progress ? resume() : start());
  };

  const discard = () => {
    forgetProgress(storageKey);
    setNotice(null);
    show(null);
  };

  const left = progress ? progress.batches.filter((_, index) => !progress.sent[index]) : [];
  const allSent = progress !== null && left.length === 0;
  const options = [...(definitions.data ?? [])].sort((a, b) => a.symbol.localeCompare(b.symbol));

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="NFT airdrop" sx={{ maxWidth: 720 }}>
      <TextField
        select
        label="NFT"
        value={symbol}
        onChange={(event) => inputs.setSymbol(event.target.value)}
        disabled={sending || !definitions.data}
        error={notice === CHOOSE_TEXT}
        helperText={notice === CHOOSE_TEXT ? CHOOSE_TEXT : definitions.data ? 'The NFT whose instances you send' : 'Reading the NFTs…'}
        slotProps={{ select: { native: true } }}
      >
        <option value="">—</option>
        {options.map((definition) => (
          <option key={definition.symbol} value={definition.symbol}>
            {definition.symbol}
          </option>
        ))}
      </TextField>
      <CsvListInput label="Recipients" symbol={symbol || 'NFTs'} list={recipients} disabled={sending || progress !== null} hint={LIST_HINT} />
      <AirdropFacts inputs={inputs} remainingNfts={progress ? left.reduce((sum, batch) => sum + nftCount(batch), 0) : null} />
      {progress === null && problems.length > 0 && (
        <Box id={problemsId} role="alert" aria-label="Why the airdrop cannot be sent" sx={{ color: 'error.main' }}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Box>
      )}
      {progress && <BatchProgress label={`Airdrop of ${symbol}`} steps={sender.steps} />}
      {allSent ? (
        <Alert severity="success" role="status">
          All {progress.batches.length} transaction{progress.batches.length === 1 ? ' is' : 's are'} confirmed. The airdrop contract hands the NFTs out over the next blocks
          {params.data ? ` (${params.data.maxTransactionsPerBlock} a block)` : ''}.
        </Alert>
      ) : (
        <Button type="submit" variant="contained" size="large" disabled={sending} aria-describedby={problems.length > 0 ? problemsId : undefined}>
          {sending ? 'Sending…' : progress ? `Resume sending (${left.length} of ${progress.batches.length} left)` : 'Send airdrop'}
        </Button>
      )}
      {progress && !sending && (
        <Button variant="outlined" onClick={discard}>
          {allSent ? 'Send this list again' : 'Discard this progress'}
        </Button>
      )}
      {notice && notice !== CHOOSE_TEXT && (
        <Alert severity="warning" role="alert">
          {notice}
        </Alert>
      )}
    </Stack>
  );
}
