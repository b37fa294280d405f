import { Stack, Typography } from '@tdx/ui';
import { formatTokenAmount } from '@tdx/ui/extra';
import { Button, TextField } from '@tdx/ui/overlay';
import BigNumber from 'bignumber.js';
import { chainAmount } from '../../../shared';

export interface QuantityFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  symbol: string;
  precision: number;
  /** The most that may be sent, as a decimal string; the Max shortcut fills it. */
  available: string;
  availableLabel?: string;
  /** The rule's message, shown once the user typed or tried to send. */
  error: string | null;
  disabled?: boolean;
}

/** A token amount typed as text (never a float), with what is available and a Max shortcut. */
export function QuantityField({ label = 'Amount', value, onChange, symbol, precision, available, availableLabel = 'Available', error, disabled }: QuantityFieldProps) {
  const max = chainAmount(available).decimalPlaces(precision, BigNumber.ROUND_DOWN);
  return (
    <Stack spacing={0.5}>
      <TextField
        label={`${label} (${symbol})`}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(',', '.'))}
        error={error !== null}
        helperText={error ?? ' '}
        disabled={disabled}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {availableLabel}: {formatTokenAmount(max.toFixed(), precision)} {symbol}
        </Typography>
        <Button size="small" onClick={() => onChange(max.toFixed())} disabled={disabled || !max.isGreaterThan(0)}>
          Max
        </Button>
      </Stack>
    </Stack>
  );
}
