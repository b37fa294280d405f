import { CreationFeeLine, SymbolField, useCreationSubmit, useSymbolAvailability } from '@tdx/controls';
import { useNavigate } from '@tdx/router';
import { Box, Stack } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, CircularProgress, TextField } from '@tdx/ui/overlay';
import { useId } from 'react';
import { NFT_DEFINITIONS_KEY, NFT_SYMBOL_LOOKUP, nftDefinitionHref, nftSymbolRuleProblem } from '../../../shared';
import { createNftAction } from '../model/create-action';
import { type NftDraftField } from '../model/create-rules';
import { useNftCreationFee } from '../model/use-creation-fee';
import { useNftDraft } from '../model/use-nft-draft';
import { NftPreview } from './nft-preview';

const SYMBOL_HINT = 'Capital letters A–Z, at most 10. It cannot be changed later.';


interface FieldSpec {
  field: Exclude<NftDraftField, 'symbol'>;
  label: string;
  hint: string;
  required?: boolean;
  numeric?: boolean;
}

const NAME: FieldSpec = { field: 'name', label: 'Name', hint: 'Letters, digits and spaces, at most 50 characters', required: true };
const DETAILS: readonly FieldSpec[] = [
  { field: 'orgName', label: 'Organisation (optional)', hint: 'Who makes it: letters, digits and spaces, at most 50' },
  { field: 'productName', label: 'Product (optional)', hint: 'What it is part of: letters, digits and spaces, at most 50' },
  { field: 'url', label: 'Website (optional)', hint: 'An http(s) address' },
  { field: 'maxSupply', label: 'Max supply (optional)', hint: 'The most instances that can ever exist; empty for no limit', numeric: true },
  { field: 'issuingAccounts', label: 'Issuing accounts', hint: 'Who may issue instances: up to 10 accounts, separated by commas (empty: only you)' },
  { field: 'issuingContracts', label: 'Issuing contracts (optional)', hint: 'Contracts that may issue instances (e.g. packmanager): up to 10, separated by commas' },
];

/** The NFT creation form: every rule of `nft.create` before sending, the live fee, a preview; then the new definition's page. */
export function CreateNftForm({ account }: { account: string }) {
  const navigate = useNavigate();
  const feeLineId = useId();
  const payment = useNftCreationFee(account);
  const form = useNftDraft(account);
  const symbol = form.draft.symbol.trim();
  const availability = useSymbolAvailability(symbol, nftSymbolRuleProblem(symbol, account) === null, NFT_SYMBOL_LOOKUP);
  const { broadcast, notice, submit } = useCreationSubmit({
    form,
    payment,
    availability,
    request: () => ({ actions: createNftAction(form.draft), displayName: `Create NFT (${symbol})`, successMessage: `${symbol} created`, name: 'create-nft', invalidates: [NFT_DEFINITIONS_KEY] }),
    onConfirmed: () => navigate(nftDefinitionHref(symbol)),
  });

  const field = ({ field: name, label, hint, required, numeric }: FieldSpec) => (
    <TextField
      key={name}
      label={label}
      value={form.draft[name]}
      onChange={(event) => form.set(name, event.target.value)}
      error={form.shown(name) !== null}
      helperText={form.shown(name) ?? hint}
      required={required}
      fullWidth
      disabled={broadcast.waiting}
      slotProps={{ htmlInput: { inputMode: numeric ? 'numeric' : undefined, autoComplete: 'off', spellCheck: false } }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="Create an NFT">
        {field(NAME)}
        <SymbolField value={form.draft.symbol} onChange={(value) => form.set('symbol', value)} problem={form.shown('symbol')} availability={availability} disabled={broadcast.waiting} hint={SYMBOL_HINT} />
        {DETAILS.map(field)}
        <CreationFeeLine id={feeLineId} subject="an NFT" payment={payment} />
        <Button type="submit" variant="contained" size="large" disabled={broadcast.waiting || payment.problem !== null} aria-describedby={feeLineId}>
          {broadcast.waiting ? <CircularProgress size={22} aria-label="Creating the NFT" /> : 'Create NFT'}
        </Button>
        {(notice ?? broadcast.problem) && (
          <Alert severity={notice ? 'warning' : 'error'} role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {notice ?? broadcast.problem}
          </Alert>
        )}
      </Stack>
      <NftPreview draft={form.draft} account={account} refused={(name) => form.shown(name) !== null} />
    </Box>
  );
}
