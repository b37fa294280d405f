import { useBroadcast } from '@tdx/data';
import { ActionDialog } from '@tdx/token-actions';
import { Box, Stack, Typography } from '@tdx/ui';
import { Button, TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { issuersToAdd } from '../model/issuer-changes';
import { nftActions, type IssuerKind } from '../model/nft-actions';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';

interface IssuerListProps {
  kind: IssuerKind;
  current: readonly string[];
  symbol: string;
  busy: boolean;
  send: (change: 'add' | 'remove', names: string[]) => Promise<boolean>;
}

/** One list of authorised issuers: each with its Remove button, and a field to add more. */
function IssuerList({ kind, current, symbol, busy, send }: IssuerListProps) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const adding = issuersToAdd(text, kind, current);
  const shown = submitted || text.trim() !== '' ? adding.problem : null;
  const label = kind === 'Accounts' ? 'accounts' : 'contracts';
  const add = async () => {
    setSubmitted(true);
    if (adding.problem) return;
    if (await send('add', adding.names)) {
      setText('');
      setSubmitted(false);
    }
  };
  return (
    <Stack component="section" spacing={1} aria-label={`Issuing ${label}`}>
      <Typography variant="subtitle2" component="h3">{`Issuing ${label}`}</Typography>
      {current.length === 0 && <Typography variant="body2" color="text.secondary">None.</Typography>}
      {current.map((name) => (
        <Stack key={name} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
          <Button size="small" color="error" disabled={busy} onClick={() => void send('remove', [name])} aria-label={`Remove ${name} from the issuing ${label} of ${symbol}`}>
            Remove
          </Button>
        </Stack>
      ))}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={`Add ${label}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={shown !== null}
          helperText={shown ?? 'Separated by commas; at most 10 in all'}
          sx={{ flex: '1 1 200px' }}
          disabled={busy}
        />
        <Button variant="outlined" onClick={() => void add()} disabled={busy} sx={{ mt: 1 }}>
          {`Add ${label}`}
        </Button>
      </Box>
    </Stack>
  );
}

/** Who may issue instances: adds or removes accounts and contracts (`add|removeAuthorizedIssuing{Accounts|Contracts}`). */
export function IssuersDialog({ nft, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const send = (kind: IssuerKind) => async (change: 'add' | 'remove', names: string[]) => {
    const outcome = await action.run({
      actions: nftActions.issuers(change, kind, symbol, names),
      displayName: `NFT issuers (${symbol})`,
      successMessage: change === 'add' ? `${names.join(', ')} may now issue ${symbol}` : `${names.join(', ')} may no longer issue ${symbol}`,
      invalidates: COLLECTION_READS,
    });
    return outcome?.status === 'confirmed';
  };
  return (
    <ActionDialog title={`Who may issue ${symbol}`} onClose={onClose} action={action}>
      <IssuerList kind="Accounts" current={nft.issuingAccounts} symbol={symbol} busy={action.waiting} send={send('Accounts')} />
      <IssuerList kind="Contracts" current={nft.issuingContracts} symbol={symbol} busy={action.waiting} send={send('Contracts')} />
    </ActionDialog>
  );
}
