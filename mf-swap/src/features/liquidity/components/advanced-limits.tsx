import { Box, Stack, Typography } from '@tdx/ui';
import { Button, TextField } from '@tdx/ui/overlay';
import { useId } from 'react';
import { maxDeviationProblem, maxPriceImpactProblem } from '../model/limits';

export interface Limits {
  maxPriceImpact: string;
  maxDeviation: string;
}

export interface AdvancedLimitsProps {
  limits: Limits;
  onChange: (limits: Limits) => void;
  open: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** `maxPriceImpact` and `maxDeviation` of `addLiquidity`, folded under "Advanced" (the contract's 1 % defaults suit most deposits). */
export function AdvancedLimits({ limits, onChange, open, onToggle, disabled }: AdvancedLimitsProps) {
  const panelId = useId();
  const impactProblem = maxPriceImpactProblem(limits.maxPriceImpact);
  const deviationProblem = maxDeviationProblem(limits.maxDeviation);
  const field = (name: keyof Limits, label: string, problem: string | null, hint: string) => (
    <TextField
      label={label}
      value={limits[name]}
      onChange={(event) => onChange({ ...limits, [name]: event.target.value })}
      error={problem !== null}
      helperText={problem ?? hint}
      disabled={disabled}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 }, formHelperText: { 'aria-live': 'polite' } }}
    />
  );
  return (
    <Box>
      <Button onClick={onToggle} aria-expanded={open} aria-controls={panelId} size="small">
        <span aria-hidden="true">{open ? '▾' : '▸'}&nbsp;</span>Advanced
      </Button>
      {!open && (impactProblem || deviationProblem) && (
        <Typography variant="body2" color="error">
          A limit under Advanced is not valid.
        </Typography>
      )}
      <Stack id={panelId} spacing={2} sx={{ mt: 1, display: open ? 'flex' : 'none' }}>
        {field('maxPriceImpact', 'Max price impact (%)', impactProblem, 'How far the pool may move before the deposit is refused.')}
        {field('maxDeviation', 'Max deviation from the order book (%)', deviationProblem, 'For the first deposit of an empty pool: how far its price may be from the order book. 0 turns the check off.')}
      </Stack>
    </Box>
  );
}
