import { useBroadcast } from '@tdx/data';
import { ActionDialog } from '@tdx/token-actions';
import { RecipientField, useRecipient } from '../../../shared';
import { nftActions } from '../model/nft-actions';
import { useInstanceDraft } from '../model/use-instance-draft';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';
import { InstanceFields } from './instance-fields';

/** Issues one instance (`issue`) to an account or a contract, with its property values and locked tokens, paying the live issuance fee. */
export function IssueDialog({ nft, account, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const draft = useInstanceDraft(nft, account, 1);
  const recipient = useRecipient({ initialAccount: account });

  const submit = async () => {
    const to = await recipient.confirm();
    if (!to || !draft.valid) return;
    const outcome = await action.run({
      actions: nftActions.issue(draft.instanceFor(to.name, to.type)),
      displayName: `Issue NFT (${symbol})`,
      successMessage: `A ${symbol} instance was issued to ${to.name}`,
      invalidates: COLLECTION_READS,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Issue one ${symbol}`} onClose={onClose} action={action} submitLabel="Issue" onSubmit={submit} blocker={draft.blocker} busy={draft.busy}>
      <RecipientField label="Issue to" recipient={recipient} disabled={action.waiting} />
      <InstanceFields properties={nft.properties} draft={draft} disabled={action.waiting} />
    </ActionDialog>
  );
}
