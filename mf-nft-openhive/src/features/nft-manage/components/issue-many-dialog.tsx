import { BatchProgress, type BatchStep } from '@tdx/controls';
import { useBroadcast } from '@tdx/data';
import { ActionDialog } from '@tdx/token-actions';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { instancesLeft, MAX_ISSUE_AT_ONCE } from '../model/manage-rules';
import { nftActions } from '../model/nft-actions';
import { issueBatches, recipientList } from '../model/recipient-list';
import { useInstanceDraft } from '../model/use-instance-draft';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';
import { InstanceFields } from './instance-fields';

/**
 * Issues one instance to each listed account (`issueMultiple`, at most 10 a transaction, sent one
 * after the other with their progress, which stays shown at the end). After a failure the accounts
 * already served leave the list.
 */
export function IssueManyDialog({ nft, account, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [steps, setSteps] = useState<BatchStep[]>([]);
  const list = recipientList(text, instancesLeft(nft.maxSupply, nft.supply));
  const draft = useInstanceDraft(nft, account, Math.max(1, list.accounts.length));
  const shown = submitted || text.trim() !== '' ? list.problem : null;

  const submit = async () => {
    setSubmitted(true);
    if (list.problem || !draft.valid) return;
    const batches = issueBatches(list.accounts);
    const progress: BatchStep[] = batches.map((batch, index) => ({ label: `Transaction ${index + 1} (${batch.length} instances)`, status: 'waiting' }));
    const mark = (index: number, step: Partial<BatchStep>) => {
      progress[index] = { ...progress[index], ...step };
      setSteps([...progress]);
    };
    for (const [index, batch] of batches.entries()) {
      mark(index, { status: 'signing' });
      const outcome = await action.run({
        actions: nftActions.issueMultiple(batch.map((to) => draft.instanceFor(to, 'user'))),
        displayName: `Issue NFTs (${symbol})`,
        successMessage: `${batch.length} ${symbol} issued`,
        invalidates: COLLECTION_READS,
      });
      if (outcome?.status !== 'confirmed') {
        mark(index, { status: 'failed', error: outcome && 'message' in outcome ? outcome.message : 'Not sent' });
        setText(batches.slice(index).flat().join('\n'));
        return;
      }
      mark(index, { status: 'confirmed' });
    }
    // Several transactions stay open on their progress, with the list emptied so nothing is sent twice.
    if (batches.length > 1) setText('');
    else onClose();
  };

  return (
    <ActionDialog title={`Issue many ${symbol}`} onClose={onClose} action={action} submitLabel="Issue all" onSubmit={submit} blocker={draft.blocker} busy={draft.busy}>
      <TextField
        label="Recipients"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={shown !== null}
        helperText={shown ?? `One instance per account: one a line or separated by commas (sent ${MAX_ISSUE_AT_ONCE} a transaction)`}
        required
        fullWidth
        multiline
        minRows={3}
        disabled={action.waiting}
      />
      <InstanceFields properties={nft.properties} draft={draft} disabled={action.waiting} />
      {steps.length > 1 && <BatchProgress label={`Issuing ${symbol}`} steps={steps} />}
    </ActionDialog>
  );
}
