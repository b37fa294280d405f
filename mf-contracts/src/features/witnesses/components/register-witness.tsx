import { useBroadcast } from '@tdx/data';
import { Stack, Typography } from '@tdx/ui';
import { Alert, FormControlLabel, Paper, Switch } from '@tdx/ui/extra';
import { Button, CircularProgress, FormControl, FormLabel, Radio, RadioGroup, TextField } from '@tdx/ui/overlay';
import { useId, useState, type FormEvent } from 'react';
import { WITNESSES_KEY } from '../api/witnesses-queries';
import { registerAction } from '../model/actions';
import { registrationFormOf, registrationProblems, SIGNING_KEY_LENGTH, type RegistrationField, type RegistrationForm } from '../model/registration';
import type { RankedWitness } from '../model/witness-list';

export interface RegisterWitnessProps {
  account: string;
  witnesses: readonly RankedWitness[];
}

export const FIX_FIELDS_TEXT = 'Correct the fields marked in red first: nothing was sent.';

const HINTS: Record<RegistrationField, string> = {
  address: '',
  rpcPort: 'The port your node answers JSON-RPC on (1–65535)',
  p2pPort: 'The port your node talks to other witnesses on (1–65535)',
  signingKey: `The public key (${SIGNING_KEY_LENGTH} letters and digits, STM…) your node signs blocks with`,
};

/** Register a witness node, or update one's own (active key): every rule of `witnesses.register` beside its field. */
export function RegisterWitness({ account, witnesses }: RegisterWitnessProps) {
  const own = witnesses.find((witness) => witness.account === account);
  const [form, setForm] = useState<RegistrationForm>(() => registrationFormOf(own));
  const [edited, setEdited] = useState<ReadonlySet<RegistrationField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const broadcast = useBroadcast();
  const kindLabelId = useId();
  const problems = registrationProblems(form, account, witnesses);
  const shown = (field: RegistrationField) => (submitted || edited.has(field) ? problems[field] : undefined);

  const change = (field: RegistrationField, value: string) => {
    setForm({ ...form, [field]: value });
    setEdited(new Set(edited).add(field));
    setSaved(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (broadcast.waiting) return;
    setSubmitted(true);
    setSaved(null);
    broadcast.reset();
    if (Object.keys(problems).length > 0) return setNotice(FIX_FIELDS_TEXT);
    setNotice(null);
    const outcome = await broadcast.run({
      actions: registerAction(form),
      displayName: own ? 'Update witness' : 'Register witness',
      successMessage: own ? 'Witness updated' : 'Witness registered',
      name: 'register-witness',
      invalidates: [WITNESSES_KEY],
    });
    if (outcome?.status === 'confirmed') {
      setSaved(own ? 'Your witness is up to date on the sidechain.' : 'Your witness is registered: others can approve it now.');
    }
  };

  const field = (name: Exclude<RegistrationField, 'address'>, label: string, numeric = false) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => change(name, event.target.value)}
      error={shown(name) !== undefined}
      helperText={shown(name) ?? HINTS[name]}
      required
      fullWidth
      disabled={broadcast.waiting}
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : { spellCheck: false, autoCapitalize: 'off' } }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label={own ? 'Update your witness' : 'Register a witness'}>
        <Typography variant="h6" component="h2">
          {own ? 'Your witness' : 'Run a witness'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {own
            ? 'Your node as the sidechain knows it. Change what moved and update it; its approvals stay.'
            : 'Register the node you run so others can approve it. It needs your active key.'}
        </Typography>
        <FormControl disabled={broadcast.waiting}>
          <FormLabel id={kindLabelId}>Node address</FormLabel>
          <RadioGroup
            row
            aria-labelledby={kindLabelId}
            value={form.addressKind}
            onChange={(event) => {
              setForm({ ...form, addressKind: event.target.value === 'IP' ? 'IP' : 'domain' });
              setSaved(null);
            }}
          >
            <FormControlLabel value="domain" control={<Radio />} label="Domain" />
            <FormControlLabel value="IP" control={<Radio />} label="IP address" />
          </RadioGroup>
        </FormControl>
        <TextField
          label={form.addressKind === 'domain' ? 'Domain' : 'IP address'}
          value={form.address}
          onChange={(event) => change('address', event.target.value)}
          error={shown('address') !== undefined}
          helperText={shown('address') ?? (form.addressKind === 'domain' ? 'Such as node.example.com' : 'IPv4 or IPv6, such as 203.0.113.7')}
          required
          fullWidth
          disabled={broadcast.waiting}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('rpcPort', 'RPC port', true)}
          {field('p2pPort', 'P2P port', true)}
        </Stack>
        {field('signingKey', 'Signing key')}
        <FormControlLabel
          control={<Switch checked={form.enabled} onChange={(event) => setForm({ ...form, enabled: event.target.checked })} disabled={broadcast.waiting} />}
          label={form.enabled ? 'Enabled: the node may be scheduled to produce blocks' : 'Disabled: the node is never scheduled'}
        />
        <Button type="submit" variant="contained" size="large" disabled={broadcast.waiting} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {broadcast.waiting ? <CircularProgress size={22} aria-label="Sending the registration" /> : own ? 'Update witness' : 'Register witness'}
        </Button>
        {(notice ?? broadcast.problem) && (
          <Alert severity={notice ? 'warning' : 'error'} role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {notice ?? broadcast.problem}
          </Alert>
        )}
        {saved && (
          <Alert severity="success" role="status">
            {saved}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
