import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import BigNumber from 'bignumber.js';
import { amountProblem, isAmountInput } from './amount';

export interface AmountFieldProps {
  label: string;
  /** The amount as a decimal string (never a float). */
  value: string;
  onChange: (value: string) => void;
  precision: number;
  /** Largest allowed amount, as a decimal string; shows a Max button. */
  max?: string;
  symbol?: string;
  disabled?: boolean;
}

const PROBLEM_TEXT = {
  exceedsMax: 'Amount exceeds the available balance',
  notPositive: 'Amount must be greater than zero',
};

export function AmountField({ label, value, onChange, precision, max, symbol, disabled }: AmountFieldProps) {
  const problem = amountProblem(value, max);
  return (
    <TextField
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const text = event.target.value.trim().replace(',', '.');
        if (isAmountInput(text, precision)) onChange(text);
      }}
      error={problem !== null}
      helperText={problem ? PROBLEM_TEXT[problem] : undefined}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
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
