import { Button, TextField } from '@tdx/ui/overlay';
import type { SymbolAvailability } from '../model/use-symbol-availability';

export interface NftSymbolFieldProps {
  value: string;
  onChange: (symbol: string) => void;
  /** The rules' refusal, or null. */
  problem: string | null;
  availability: SymbolAvailability;
  disabled: boolean;
}

const HINT = 'Capital letters A–Z, at most 10. It cannot be changed later.';

/** The symbol, upper-cased as typed, with the rules' refusal or whether an NFT already has it. */
export function NftSymbolField({ value, onChange, problem, availability, disabled }: NftSymbolFieldProps) {
  const { state, message } = availability;
  return (
    <TextField
      label="Symbol"
      value={value}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      error={problem !== null || state === 'taken' || state === 'unchecked'}
      helperText={problem ?? message ?? (state === 'checking' ? 'Checking whether it is taken…' : HINT)}
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
