import { TextField } from '@tdx/ui/overlay';
import type { Recipient } from '../model/use-recipient';

export interface RecipientFieldProps {
  label: string;
  recipient: Recipient;
  disabled?: boolean;
}

/** A Hive account name field whose format and existence problems show beneath it. */
export function RecipientField({ label, recipient, disabled }: RecipientFieldProps) {
  return (
    <TextField
      label={label}
      value={recipient.value}
      onChange={(event) => recipient.setValue(event.target.value)}
      error={recipient.error !== null}
      helperText={recipient.checking ? 'Checking the account…' : (recipient.error ?? ' ')}
      disabled={disabled}
      required
      fullWidth
      slotProps={{ htmlInput: { autoCapitalize: 'none', autoComplete: 'off', spellCheck: false, maxLength: 17 } }}
    />
  );
}
