import { useBroadcast } from '@tdx/data';
import { ActionDialog } from '@tdx/token-actions';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { issuerListProblem, splitNames } from '../../../shared';
import { nftActions } from '../model/nft-actions';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';
import { PropertySelect } from './property-select';

/** Replaces who may set a property's values (`setPropertyPermissions`: up to 10 accounts and 10 contracts). */
export function PropertyPermissionsDialog({ nft, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const first = nft.properties[0];
  const [name, setName] = useState(first?.name ?? '');
  const [accounts, setAccounts] = useState(first?.editingAccounts.join(', ') ?? '');
  const [contracts, setContracts] = useState(first?.editingContracts.join(', ') ?? '');
  const choose = (next: string) => {
    const chosen = nft.properties.find((candidate) => candidate.name === next);
    setName(next);
    setAccounts(chosen?.editingAccounts.join(', ') ?? '');
    setContracts(chosen?.editingContracts.join(', ') ?? '');
  };
  const accountsProblem = issuerListProblem(splitNames(accounts, true), 'accounts');
  const contractsProblem = issuerListProblem(splitNames(contracts, false), 'contracts');

  const submit = async () => {
    if (accountsProblem || contractsProblem || name === '') return;
    const outcome = await action.run({
      actions: nftActions.setPropertyPermissions(symbol, name, splitNames(accounts, true), splitNames(contracts, false)),
      displayName: `NFT property editors (${symbol})`,
      successMessage: `Editors of ${name} saved`,
      invalidates: COLLECTION_READS,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Who may set a property of ${symbol}`} onClose={onClose} action={action} submitLabel="Save editors" onSubmit={submit} blocker={accountsProblem || contractsProblem ? 'Correct the fields marked in red first' : null}>
      <PropertySelect properties={nft.properties} value={name} onChange={choose} disabled={action.waiting} />
      <TextField label="Accounts" value={accounts} onChange={(event) => setAccounts(event.target.value)} error={accountsProblem !== null} helperText={accountsProblem ?? 'Up to 10, separated by commas (the list replaces the current one)'} fullWidth disabled={action.waiting} />
      <TextField label="Contracts" value={contracts} onChange={(event) => setContracts(event.target.value)} error={contractsProblem !== null} helperText={contractsProblem ?? 'Up to 10, separated by commas'} fullWidth disabled={action.waiting} />
    </ActionDialog>
  );
}
