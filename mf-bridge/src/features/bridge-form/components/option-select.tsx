import { MenuItem, TextField } from '@tdx/ui/overlay';
import type { TransferOption } from '../utils/transfer-options';

export interface OptionSelectProps {
  label: string;
  options: TransferOption[];
  value: TransferOption | null;
  onChange: (option: TransferOption) => void;
  disabled?: boolean;
  /** The text of an option (default: its label). */
  labelOf?: (option: TransferOption) => string;
}

/** Picks the coin of a deposit or withdrawal. */
export function OptionSelect({ label, options, value, onChange, disabled, labelOf = (option) => option.label }: OptionSelectProps) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value?.key ?? ''}
      disabled={disabled}
      onChange={(event) => {
        const option = options.find((candidate) => candidate.key === event.target.value);
        if (option) onChange(option);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.key} value={option.key}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
