import { AccountNameField } from '@tdx/controls';
import { Stack } from '@tdx/ui';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@tdx/ui/overlay';
import { useId } from 'react';
import type { RecipientState } from './use-recipient';

/** An account or a contract to send NFTs to: the kind, then its name with the rule it breaks under it. */
export function RecipientField({ label, recipient, disabled }: { label: string; recipient: RecipientState; disabled: boolean }) {
  const kindId = useId();
  const { contract } = recipient;
  return (
    <Stack spacing={1}>
      <FormControl disabled={disabled}>
        <FormLabel id={kindId}>{label}</FormLabel>
        <RadioGroup row aria-labelledby={kindId} value={recipient.type} onChange={(event) => recipient.setType(event.target.value === 'contract' ? 'contract' : 'user')}>
          <FormControlLabel value="user" control={<Radio />} label="An account" />
          <FormControlLabel value="contract" control={<Radio />} label="A contract" />
        </RadioGroup>
      </FormControl>
      {recipient.type === 'user' ? (
        <AccountNameField label="Account" account={recipient.account} disabled={disabled} />
      ) : (
        <TextField
          label="Contract"
          value={contract.value}
          onChange={(event) => contract.setValue(event.target.value)}
          error={contract.message !== null}
          helperText={contract.message ?? 'The name of a sidechain contract, e.g. packmanager'}
          required
          fullWidth
          autoComplete="off"
          disabled={disabled}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      )}
    </Stack>
  );
}
