import { useAccountName } from '@tdx/controls';
import { useBroadcast } from '@tdx/data';
import { ActionDialog } from '@tdx/token-actions';
import { useState } from 'react';
import { issuerNameProblem } from '../../../shared';
import { nftActions } from '../model/nft-actions';
import { useInstanceDraft } from '../model/use-instance-draft';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';
import { InstanceFields } from './instance-fields';
import { RecipientFields, type RecipientType } from './recipient-fields';

const CONTRACT_EMPTY = 'Enter a contract name';

/** Issues one instance (`issue`) to an account or a contract, with its property values and locked tokens, paying the live issuance fee. */
export function IssueDialog({ nft, account, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const draft = useInstanceDraft(nft, account, 1);
  const [toType, setToType] = useState<RecipientType>('user');
  const recipient = useAccountName(account);
  const [contract, setContract] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const contractName = contract.trim();
  const contractProblem = contractName === '' ? (submitted ? CONTRACT_EMPTY : null) : issuerNameProblem(contractName, 'contracts');

  const submit = async () => {
    setSubmitted(true);
    const to = toType === 'user' ? await recipient.confirm() : contractName !== '' && !contractProblem ? contractName : null;
    if (!to || !draft.valid) return;
    const outcome = await action.run({
      actions: nftActions.issue(draft.instanceFor(to, toType)),
      displayName: `Issue NFT (${symbol})`,
      successMessage: `A ${symbol} instance was issued to ${to}`,
      invalidates: COLLECTION_READS,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Issue one ${symbol}`} onClose={onClose} action={action} submitLabel="Issue" onSubmit={submit} blocker={draft.blocker} busy={draft.busy}>
      <RecipientFields
        toType={toType}
        onTypeChange={setToType}
        recipient={recipient}
        contract={contract}
        onContractChange={setContract}
        contractProblem={contractProblem}
        disabled={action.waiting}
      />
      <InstanceFields properties={nft.properties} draft={draft} disabled={action.waiting} />
    </ActionDialog>
  );
}
