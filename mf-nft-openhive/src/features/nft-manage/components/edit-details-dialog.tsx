import { useBroadcast } from '@tdx/data';
import { ActionDialog } from '@tdx/token-actions';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { detailsActions, detailsDraftOf, detailsProblems, type DetailsField } from '../model/details-draft';
import { MANAGE_MESSAGES } from '../model/manage-rules';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';

const FIELDS: ReadonlyArray<{ field: DetailsField; label: string; hint: string; multiline?: boolean }> = [
  { field: 'name', label: 'Name', hint: 'Letters, digits and spaces, at most 50' },
  { field: 'orgName', label: 'Organisation', hint: 'Letters, digits and spaces, at most 50' },
  { field: 'productName', label: 'Product', hint: 'Letters, digits and spaces, at most 50' },
  { field: 'url', label: 'Website', hint: 'An http(s) address, or empty' },
  { field: 'icon', label: 'Icon URL', hint: 'An http(s) address of an image, or empty' },
  { field: 'desc', label: 'Description', hint: 'Saved with the website and icon: at most 1,000 characters in all', multiline: true },
];

/** Edits the names (`updateName`, `updateOrgName`, `updateProductName`) and the metadata (`updateMetadata`), posting key, one transaction. */
export function EditDetailsDialog({ nft, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const [initial] = useState(() => detailsDraftOf(nft, nft.metadata));
  const [draft, setDraft] = useState(initial);
  const problems = detailsProblems(initial, draft, nft.metadata);
  const actions = detailsActions(symbol, initial, draft, nft.metadata);
  const refused = Object.keys(problems).length > 0;

  const submit = async () => {
    if (refused || actions.length === 0) return;
    const outcome = await action.run({ actions, displayName: `Edit NFT (${symbol})`, successMessage: `${symbol} details saved`, key: 'Posting', invalidates: COLLECTION_READS });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog
      title={`Edit ${symbol} details`}
      onClose={onClose}
      action={action}
      submitLabel="Save"
      onSubmit={submit}
      blocker={refused ? 'Correct the fields marked in red first' : actions.length === 0 ? MANAGE_MESSAGES.noChange : null}
    >
      {FIELDS.map(({ field, label, hint, multiline }) => (
        <TextField
          key={field}
          label={label}
          value={draft[field]}
          onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
          error={problems[field] !== undefined}
          helperText={problems[field] ?? hint}
          fullWidth
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          disabled={action.waiting}
        />
      ))}
    </ActionDialog>
  );
}
