import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import BigNumber from 'bignumber.js';
import { amountFieldProblem, isAmountInput } from './amount';

export interface AmountFieldProps {
  label: string;
  /** The amount as a decimal string (never a float). */
  value: string;
  onChange: (value: string) => void;
  precision: number;
  /** Largest allowed amount, as a decimal string; shows a Max button. */
  max?: string;
  symbol?: string;
  /** Shown under the field while the amount has no problem (e.g. the balance). */
  hint?: string;
  disabled?: boolean;
  /** The form tried to send it: an empty or unfinished amount says why it is refused too. */
  submitted?: boolean;
}

/** An amount typed as a decimal string, with the rule it breaks (`validateQuantity`) under it. */
export function AmountField({ label, value, onChange, precision, max, symbol, hint, disabled, submitted = false }: AmountFieldProps) {
  const problem = amountFieldProblem(value, precision, max, submitted);
  return (
    <TextField
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const text = event.target.value.trim().replace(',', '.');
        if (isAmountInput(text)) onChange(text.startsWith('.') ? `0${text}` : text);
      }}
      error={problem !== null}
      // A blank line keeps the field's height while messages come and go.
      helperText={problem ?? hint ?? ' '}
      fullWidth
      slotProps={{
        // Kept above the field: a long label ("Amount (SWAP.HIVE)") would run into the symbol and Max on a phone.
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        formHelperText: { 'aria-live': 'polite' },
        input: {
          endAdornment:
            symbol || max !== undefined ? (
              <InputAdornment position="end">
                {symbol}
                {max !== undefined && (
                  <Button
                    size="small"
                    disabled={disabled}
                    onClick={() => onChange(new BigNumber(max).decimalPlaces(precision, BigNumber.ROUND_DOWN).toFixed())}
                  >
                    Max
                  </Button>
                )}
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
