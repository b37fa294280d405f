import { useBroadcast } from '@tdx/data';
import { ActionDialog } from '@tdx/token-actions';
import { Checkbox } from '@tdx/ui/extra';
import { FormControlLabel, TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { MANAGE_MESSAGES, propertyNameProblem } from '../model/manage-rules';
import { nftActions } from '../model/nft-actions';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';
import { PropertySelect, PropertyTypeSelect } from './property-select';

/** Renames a property, changes its type or read-only flag (`updatePropertyDefinition`), only while no instance is issued. */
export function PropertyDefinitionDialog({ nft, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const [name, setName] = useState(nft.properties[0]?.name ?? '');
  const property = nft.properties.find((candidate) => candidate.name === name);
  const [newName, setNewName] = useState('');
  const [type, setType] = useState(property?.type ?? 'string');
  const [readOnly, setReadOnly] = useState(property?.readOnly ?? false);
  const choose = (next: string) => {
    const chosen = nft.properties.find((candidate) => candidate.name === next);
    setName(next);
    setType(chosen?.type ?? 'string');
    setReadOnly(chosen?.readOnly ?? false);
  };
  const renamed = newName.trim();
  const newNameProblem = renamed === '' ? null : nft.groupBy.includes(name) ? MANAGE_MESSAGES.groupByRename : renamed === name ? MANAGE_MESSAGES.sameName : propertyNameProblem(renamed, nft.properties);
  const change = {
    ...(renamed === '' ? {} : { newName: renamed }),
    ...(type === property?.type ? {} : { type }),
    ...(readOnly === property?.readOnly ? {} : { isReadOnly: readOnly }),
  };
  const unchanged = Object.keys(change).length === 0;

  const submit = async () => {
    if (newNameProblem || unchanged || !property) return;
    const outcome = await action.run({ actions: nftActions.updatePropertyDefinition(symbol, name, change), displayName: `Edit NFT property (${symbol})`, successMessage: `${name} of ${symbol} changed`, invalidates: COLLECTION_READS });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog
      title={`Edit a property of ${symbol}`}
      onClose={onClose}
      action={action}
      submitLabel="Save property"
      onSubmit={submit}
      blocker={nft.supply > 0 ? MANAGE_MESSAGES.supplyIssued : newNameProblem ? 'Correct the fields marked in red first' : unchanged ? MANAGE_MESSAGES.noChange : null}
    >
      <PropertySelect properties={nft.properties} value={name} onChange={choose} disabled={action.waiting} />
      <TextField label="New name (optional)" value={newName} onChange={(event) => setNewName(event.target.value)} error={newNameProblem !== null} helperText={newNameProblem ?? 'Letters and digits, at most 25; empty keeps the name'} fullWidth disabled={action.waiting} />
      <PropertyTypeSelect value={type} onChange={setType} disabled={action.waiting} />
      <FormControlLabel control={<Checkbox checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} disabled={action.waiting} />} label="Read-only" />
    </ActionDialog>
  );
}
