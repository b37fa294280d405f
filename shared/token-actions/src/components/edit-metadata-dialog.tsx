import { useBroadcast } from '@tdx/data';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { tokenActions } from '../model/payloads';
import { MESSAGES, nextMetadata, urlProblem } from '../model/rules';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Edits the token's website, icon and description (`tokens.updateMetadata`, posting key). */
export function EditMetadataDialog({ token, onClose }: TokenDialogProps) {
  const { symbol } = token;
  const action = useBroadcast();
  const [url, setUrl] = useState(asText(token.metadata.url));
  const [icon, setIcon] = useState(asText(token.metadata.icon));
  const [desc, setDesc] = useState(asText(token.metadata.desc));
  const urlError = urlProblem(url);
  const iconError = urlProblem(icon);
  const metadata = nextMetadata(token.metadata, { url, icon, desc });

  const submit = async () => {
    if (urlError || iconError || !metadata) return;
    const outcome = await action.run({
      actions: tokenActions.updateMetadata(symbol, metadata),
      displayName: `Update Metadata (${symbol})`,
      successMessage: `${symbol} details saved`,
      key: 'Posting',
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog
      title={`Edit ${symbol} details`}
      onClose={onClose}
      action={action}
      submitLabel="Save"
      onSubmit={submit}
      blocker={urlError || iconError ? 'Correct the addresses first' : metadata ? null : MESSAGES.metadataTooLong}
    >
      <TextField label="Website" value={url} onChange={(event) => setUrl(event.target.value)} error={urlError !== null} helperText={urlError ?? ' '} fullWidth disabled={action.waiting} />
      <TextField label="Icon URL" value={icon} onChange={(event) => setIcon(event.target.value)} error={iconError !== null} helperText={iconError ?? ' '} fullWidth disabled={action.waiting} />
      <TextField label="Description" value={desc} onChange={(event) => setDesc(event.target.value)} fullWidth multiline minRows={3} disabled={action.waiting} />
    </ActionDialog>
  );
}
