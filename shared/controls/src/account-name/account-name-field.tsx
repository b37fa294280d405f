import { InputAdornment } from '@tdx/ui/extra';
import { Button, CircularProgress, TextField } from '@tdx/ui/overlay';
import type { ReactNode } from 'react';
import { CheckMark } from './check-mark';
import type { AccountName } from './use-account-name';

export interface AccountNameFieldProps {
  label: string;
  /** From `useAccountName()`. */
  account: AccountName;
  disabled?: boolean;
  autoFocus?: boolean;
}

function stateMark(account: AccountName): ReactNode {
  switch (account.state) {
    case 'checking':
      return <CircularProgress size={18} aria-label="Checking the account" />;
    case 'found':
      return <CheckMark label="Hive account found" />;
    case 'unchecked':
      return (
        <Button size="small" onClick={account.retry}>
          Check again
        </Button>
      );
    default:
      return null;
  }
}

/** A Hive account name: the rule it breaks, or whether the account exists, under the field. */
export function AccountNameField({ label, account, disabled, autoFocus }: AccountNameFieldProps) {
  const mark = stateMark(account);
  return (
    <TextField
      label={label}
      value={account.value}
      onChange={(event) => account.setValue(event.target.value)}
      onBlur={account.settle}
      disabled={disabled}
      autoFocus={autoFocus}
      error={account.state === 'invalid' || account.state === 'missing'}
      // A blank line keeps the field's height while messages come and go.
      helperText={account.message ?? ' '}
      fullWidth
      slotProps={{
        htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
        formHelperText: { 'aria-live': 'polite' },
        input: { endAdornment: mark && <InputAdornment position="end">{mark}</InputAdornment> },
      }}
    />
  );
}
