import { BatchProgress } from '@tdx/controls';
import { Box, Stack, Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@tdx/ui/overlay';
import { useId, useState, type FormEvent } from 'react';
import { RecipientField, useRecipient, type NftDefinition, type Recipient } from '../../../shared';
import { ACTION_WORDS, type HoldingAction } from '../model/holding-actions';
import { holdingAction } from '../model/holding-payloads';
import type { Holding } from '../model/holdings';
import { packNftTransactions, transactionText } from '../model/nft-transactions';
import { useBatchRun, type BatchTransaction } from '../model/use-batch-run';
import { BurnDetails, UndelegateDetails } from './action-details';

export interface HoldingActionDialogProps {
  action: HoldingAction;
  account: string;
  /** The selected instances the action applies to. */
  holdings: Holding[];
  /** Selected instances the contract would skip (left out). */
  skipped: number;
  definitions: ReadonlyMap<string, NftDefinition>;
  /** `done`: every transaction was confirmed. */
  onClose: (done: boolean) => void;
}

const instances = (count: number) => `${count.toLocaleString('en-US')} instance${count === 1 ? '' : 's'}`;

function transactionsFor(action: HoldingAction, holdings: readonly Holding[], recipient: Recipient | null): BatchTransaction[] {
  const packed = packNftTransactions(holdings, action === 'burn' ? (holding) => holding.container : undefined);
  const words = ACTION_WORDS[action];
  return packed.map((nfts, index) => {
    const counter = packed.length > 1 ? ` (${index + 1} of ${packed.length})` : '';
    return {
      label: `Transaction ${index + 1}: ${transactionText(nfts)}`,
      request: {
        actions: holdingAction(action, nfts, recipient),
        displayName: `${words.keychain}${counter}`,
        successMessage: `${words.verb}: ${transactionText(nfts)} confirmed`,
        name: 'nft-holdings',
      },
    };
  });
}

/**
 * One action on the selected instances: its form (recipient, cooldowns, what burning gives back),
 * then its transactions of at most 50 instances each, sent one after the other with their progress;
 * a transaction that fails stops the rest, which can be sent again.
 */
export function HoldingActionDialog({ action, account, holdings, skipped, definitions, onClose }: HoldingActionDialogProps) {
  const titleId = useId();
  const words = ACTION_WORDS[action];
  const recipient = useRecipient({ notSelf: account });
  const batch = useBatchRun();
  const [burnConfirmed, setBurnConfirmed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const started = batch.steps.length > 0;
  const symbols = [...new Set(holdings.map((holding) => holding.symbol))];
  const moves = action === 'transfer' || action === 'delegate';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (batch.running || checking || batch.done) return;
    if (batch.stopped) return batch.resume();
    setSubmitted(true);
    setChecking(true);
    const to = moves ? await recipient.confirm() : null;
    setChecking(false);
    if ((moves && to === null) || (action === 'burn' && !burnConfirmed)) return;
    await batch.start(transactionsFor(action, holdings, to));
  };

  const busy = batch.running || checking;
  const submitLabel = batch.stopped ? 'Send the rest' : `${words.verb} ${instances(holdings.length)}`;
  return (
    <Dialog open onClose={busy ? undefined : () => onClose(batch.done)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogTitle id={titleId}>
          {words.verb} {instances(holdings.length)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {instances(holdings.length)} of {symbols.join(', ')}, sent in transactions of at most 50 instances each.
              {skipped > 0 && ` ${instances(skipped)} of your selection left out: ${words.refusal}.`}
            </Typography>
            {moves && <RecipientField label={action === 'transfer' ? 'Transfer to' : 'Delegate to'} recipient={recipient} disabled={started || busy} />}
            {action === 'undelegate' && <UndelegateDetails symbols={symbols} definitions={definitions} />}
            {action === 'burn' && (
              <BurnDetails holdings={holdings} confirmed={burnConfirmed} onConfirmedChange={setBurnConfirmed} refused={submitted && !burnConfirmed} disabled={started || busy} />
            )}
            {started && <BatchProgress label={`${words.verb} of ${instances(holdings.length)}`} steps={batch.steps} />}
            {batch.done && <Alert severity="success">Every transaction is confirmed.</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={() => onClose(batch.done)} disabled={busy}>
            Close
          </Button>
          {!batch.done && (
            <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {batch.running ? 'Sending…' : submitLabel}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
