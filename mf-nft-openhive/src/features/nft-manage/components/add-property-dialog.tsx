import { useBroadcast } from '@tdx/data';
import { ActionDialog, FeeLine } from '@tdx/token-actions';
import { Typography } from '@tdx/ui';
import { Checkbox } from '@tdx/ui/extra';
import { FormControlLabel, TextField } from '@tdx/ui/overlay';
import BigNumber from 'bignumber.js';
import { useState } from 'react';
import { issuerListProblem, splitNames } from '../../../shared';
import { FREE_PROPERTIES, propertyFee, propertyNameProblem } from '../model/manage-rules';
import { nftActions } from '../model/nft-actions';
import { useBeeFee } from '../model/use-bee-fee';
import { PropertyTypeSelect } from './property-select';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';


/** Adds a data property (`addProperty`): the first three are free, each further one burns the live `dataPropertyCreationFee` BEE. */
export function AddPropertyDialog({ nft, account, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const count = nft.properties.length;
  const payment = useBeeFee(account, (params) => (params.dataPropertyCreationFee === undefined ? undefined : propertyFee(count, params.dataPropertyCreationFee)));
  const [name, setName] = useState('');
  const [type, setType] = useState<string>('string');
  const [readOnly, setReadOnly] = useState(false);
  const [accounts, setAccounts] = useState(account);
  const [contracts, setContracts] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const nameProblem = name === '' && !submitted ? null : propertyNameProblem(name.trim(), nft.properties);
  const accountsProblem = issuerListProblem(splitNames(accounts, true), 'accounts');
  const contractsProblem = issuerListProblem(splitNames(contracts, false), 'contracts');
  const free = payment.fee !== null && new BigNumber(payment.fee).isZero();

  const submit = async () => {
    setSubmitted(true);
    if (propertyNameProblem(name.trim(), nft.properties) || accountsProblem || contractsProblem) return;
    const property = {
      name: name.trim(),
      type,
      isReadOnly: readOnly,
      authorizedEditingAccounts: splitNames(accounts, true),
      authorizedEditingContracts: splitNames(contracts, false),
    };
    const outcome = await action.run({ actions: nftActions.addProperty(symbol, property), displayName: `Add NFT property (${symbol})`, successMessage: `${property.name} added to ${symbol}`, invalidates: COLLECTION_READS });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Add a property to ${symbol}`} onClose={onClose} action={action} submitLabel="Add property" onSubmit={submit} blocker={payment.blocker} busy={payment.busy}>
      <Typography variant="body2" color="text.secondary">
        {`${symbol} has ${count} ${count === 1 ? 'property' : 'properties'}. The first ${FREE_PROPERTIES} are free; each further one burns a fee.`}
      </Typography>
      {free ? <Typography variant="body2">This property is free.</Typography> : <FeeLine fee={payment.fee} beeBalance={payment.beeBalance} />}
      <TextField label="Property name" value={name} onChange={(event) => setName(event.target.value)} error={nameProblem !== null} helperText={nameProblem ?? 'Letters and digits, at most 25 (e.g. color, level)'} required fullWidth disabled={action.waiting} />
      <PropertyTypeSelect value={type} onChange={setType} disabled={action.waiting} />
      <FormControlLabel control={<Checkbox checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} disabled={action.waiting} />} label="Read-only: a value can be set once, never changed" />
      <TextField label="Accounts that may set it" value={accounts} onChange={(event) => setAccounts(event.target.value)} error={accountsProblem !== null} helperText={accountsProblem ?? 'Up to 10, separated by commas; empty: nobody, not even you'} fullWidth disabled={action.waiting} />
      <TextField label="Contracts that may set it (optional)" value={contracts} onChange={(event) => setContracts(event.target.value)} error={contractsProblem !== null} helperText={contractsProblem ?? 'Up to 10, separated by commas'} fullWidth disabled={action.waiting} />
    </ActionDialog>
  );
}
