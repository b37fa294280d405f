import { Button, TextField } from '@tdx/ui/overlay';
import type { SymbolAvailability } from './use-symbol-availability';

export interface SymbolFieldProps {
  value: string;
  onChange: (symbol: string) => void;
  /** The rules' refusal, or null. */
  problem: string | null;
  availability: SymbolAvailability;
  disabled: boolean;
  /** What the field says while nothing else is to be said (the symbol's rules). */
  hint: string;
}

/** A new symbol, upper-cased as typed, with the rules' refusal or whether the sidechain already has it. */
export function SymbolField({ value, onChange, problem, availability, disabled, hint }: SymbolFieldProps) {
  const { state, message } = availability;
  return (
    <TextField
      label="Symbol"
      value={value}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      error={problem !== null || state === 'taken' || state === 'unchecked'}
      helperText={problem ?? message ?? (state === 'checking' ? 'Checking whether it is taken…' : hint)}
      required
      fullWidth
      disabled={disabled}
      autoComplete="off"
      slotProps={{
        htmlInput: { maxLength: 12, spellCheck: false, autoCapitalize: 'characters' },
        formHelperText: { role: state === 'taken' ? 'alert' : undefined, sx: state === 'free' && problem === null ? { color: 'success.main' } : undefined },
        input: {
          endAdornment:
            state === 'unchecked' ? (
              <Button size="small" onClick={availability.retry}>
                Check again
              </Button>
            ) : undefined,
        },
      }}
    />
  );
}
