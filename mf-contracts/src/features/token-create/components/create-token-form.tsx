import { CreationFeeLine, SymbolField, useCreationSubmit, useSymbolAvailability } from '@tdx/controls';
import { useNavigate } from '@tdx/router';
import { Box, Stack } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, CircularProgress, TextField } from '@tdx/ui/overlay';
import { useId } from 'react';
import { tokenManageHref } from '../../../shared';
import { TOKEN_SYMBOL_LOOKUP } from '../api/symbol-taken-query';
import { createTokenActions } from '../model/create-actions';
import { symbolProblem, type DraftField } from '../model/create-rules';
import { useCreationFee } from '../model/use-creation-fee';
import { useTokenDraft } from '../model/use-token-draft';
import { TokenPreview } from './token-preview';

const SYMBOL_HINT = 'Capital letters, at most 10. It cannot be changed later.';


interface FieldSpec {
  field: Exclude<DraftField, 'symbol'>;
  label: string;
  hint: string;
  required?: boolean;
  numeric?: boolean;
  multiline?: boolean;
}

const NAME: FieldSpec = { field: 'name', label: 'Name', hint: 'Letters, digits and spaces, at most 50 characters', required: true };
const NUMBERS: readonly FieldSpec[] = [
  { field: 'precision', label: 'Precision (decimals)', hint: 'From 0 to 8; it can be raised later, never lowered', required: true, numeric: true },
  { field: 'maxSupply', label: 'Max supply', hint: 'The most that can ever be issued, up to 9,007,199,254,740,991', required: true, numeric: true },
];
const DETAILS: readonly FieldSpec[] = [
  { field: 'url', label: 'Website (optional)', hint: 'An http(s) address' },
  { field: 'icon', label: 'Icon URL (optional)', hint: 'An http(s) address of a square image' },
  { field: 'desc', label: 'Description (optional)', hint: 'Shown on the token pages', multiline: true },
];

/** The token creation form: every rule of `tokens.create` before sending, the live fee, a preview; then the token's management page. */
export function CreateTokenForm({ account }: { account: string }) {
  const navigate = useNavigate();
  const feeLineId = useId();
  const payment = useCreationFee(account);
  const rights = { account, heAccount: payment.heAccount };
  const form = useTokenDraft(rights);
  const symbol = form.draft.symbol.trim();
  const availability = useSymbolAvailability(symbol, symbol !== '' && symbolProblem(symbol, rights) === null, TOKEN_SYMBOL_LOOKUP);
  const { broadcast, notice, submit } = useCreationSubmit({
    form,
    payment,
    availability,
    request: () => ({ actions: createTokenActions(form.draft), displayName: `Create Token (${symbol})`, successMessage: `${symbol} created`, name: 'create-token' }),
    onConfirmed: () => navigate(tokenManageHref(symbol)),
  });

  const field = ({ field: name, label, hint, required, numeric, multiline }: FieldSpec) => (
    <TextField
      key={name}
      label={label}
      value={form.draft[name]}
      onChange={(event) => form.set(name, event.target.value)}
      error={form.shown(name) !== null}
      helperText={form.shown(name) ?? hint}
      required={required}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      disabled={broadcast.waiting}
      slotProps={{ htmlInput: numeric ? { inputMode: name === 'precision' ? 'numeric' : 'decimal' } : undefined }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="Create a token">
        {field(NAME)}
        <SymbolField value={form.draft.symbol} onChange={(value) => form.set('symbol', value)} problem={form.shown('symbol')} availability={availability} disabled={broadcast.waiting} hint={SYMBOL_HINT} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {NUMBERS.map(field)}
        </Stack>
        {DETAILS.map(field)}
        <CreationFeeLine id={feeLineId} subject="a token" payment={payment} exemptText={payment.heAccount ? 'Your account creates tokens without a fee.' : undefined} />
        <Button type="submit" variant="contained" size="large" disabled={broadcast.waiting || payment.problem !== null} aria-describedby={feeLineId}>
          {broadcast.waiting ? <CircularProgress size={22} aria-label="Creating the token" /> : 'Create token'}
        </Button>
        {(notice ?? broadcast.problem) && (
          <Alert severity={notice ? 'warning' : 'error'} role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {notice ?? broadcast.problem}
          </Alert>
        )}
      </Stack>
      <TokenPreview draft={form.draft} refused={(name) => form.shown(name) !== null} />
    </Box>
  );
}
