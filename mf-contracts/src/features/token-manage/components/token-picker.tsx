import type { Token } from '@tdx/contracts';
import { MenuItem, TextField } from '@tdx/ui/overlay';
import { ChainText } from '@tdx/ui/base';

export interface TokenPickerProps {
  tokens: readonly Token[];
  /** The chosen symbol, '' when none of the user's tokens is chosen. */
  value: string;
  onChange: (symbol: string) => void;
}

/** Chooses one of the user's issued tokens. */
export function TokenPicker({ tokens, value, onChange }: TokenPickerProps) {
  return (
    <TextField select label="Token to manage" value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 240, maxWidth: '100%' }}>
      {value === '' && (
        <MenuItem value="" disabled>
          Choose one of your tokens
        </MenuItem>
      )}
      {tokens.map((token) => (
        <MenuItem key={token.symbol} value={token.symbol}>
          {token.symbol} · <ChainText>{token.name}</ChainText>
        </MenuItem>
      ))}
    </TextField>
  );
}
