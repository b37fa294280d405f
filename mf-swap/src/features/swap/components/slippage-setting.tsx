import { Stack, Typography } from '@tdx/ui';
import { Button, TextField } from '@tdx/ui/overlay';
import { useId, useState } from 'react';
import { SLIPPAGE_PRESETS, slippageProblem } from '../model/slippage';

export interface SlippageSettingProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The accepted slippage: a preset, or a custom percentage within the bounds (kept only once valid). */
export function SlippageSetting({ value, onChange, disabled }: SlippageSettingProps) {
  const labelId = useId();
  const isPreset = (SLIPPAGE_PRESETS as readonly string[]).includes(value);
  const [custom, setCustom] = useState(isPreset ? '' : value);
  const problem = custom === '' ? null : slippageProblem(custom);
  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        Slippage tolerance
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {SLIPPAGE_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="small"
            variant={value === preset && custom === '' ? 'contained' : 'outlined'}
            aria-pressed={value === preset && custom === ''}
            disabled={disabled}
            onClick={() => {
              setCustom('');
              onChange(preset);
            }}
            sx={{ minWidth: 56 }}
          >
            {preset} %
          </Button>
        ))}
        <TextField
          size="small"
          label="Custom %"
          value={custom}
          disabled={disabled}
          onChange={(event) => {
            const text = event.target.value.trim().replace(',', '.');
            setCustom(text);
            if (text !== '' && slippageProblem(text) === null) onChange(text);
          }}
          error={problem !== null}
          helperText={problem ?? ' '}
          sx={{ width: 150 }}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' }, formHelperText: { 'aria-live': 'polite' } }}
        />
      </Stack>
    </Stack>
  );
}
