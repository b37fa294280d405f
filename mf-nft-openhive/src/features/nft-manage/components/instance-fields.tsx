import { Typography } from '@tdx/ui';
import { MenuItem, TextField } from '@tdx/ui/overlay';
import BigNumber from 'bignumber.js';
import type { NftProperty } from '../../../shared';
import type { InstanceDraft } from '../model/use-instance-draft';

const HINTS: Record<string, string> = {
  number: 'A number; empty: not set',
  string: 'Text of at most 100 characters; empty: not set',
};

function PropertyValueField({ property, draft, disabled }: { property: NftProperty; draft: InstanceDraft; disabled: boolean }) {
  const value = draft.values[property.name] ?? '';
  const problem = draft.valueProblem(property);
  const label = `${property.name} (${property.type})`;
  const onChange = (next: string) => draft.setValue(property.name, next);
  if (property.type === 'boolean') {
    return (
      <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)} error={problem !== null} helperText={problem ?? ' '} fullWidth disabled={disabled}>
        <MenuItem value="">Not set</MenuItem>
        <MenuItem value="true">true</MenuItem>
        <MenuItem value="false">false</MenuItem>
      </TextField>
    );
  }
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== null}
      helperText={problem ?? HINTS[property.type] ?? ' '}
      fullWidth
      disabled={disabled}
      slotProps={{ htmlInput: property.type === 'number' ? { inputMode: 'decimal' } : {} }}
    />
  );
}

/** The fee token with the fee, each property's value typed per the definition, and the tokens to lock. */
export function InstanceFields({ properties, draft, disabled }: { properties: readonly NftProperty[]; draft: InstanceDraft; disabled: boolean }) {
  return (
    <>
      <TextField select label="Fee paid in" value={draft.feeSymbols.length > 0 ? draft.feeSymbol : ''} onChange={(event) => draft.setFeeSymbol(event.target.value)} fullWidth disabled={disabled || draft.feeSymbols.length === 0}>
        {draft.feeSymbols.map((symbol) => (
          <MenuItem key={symbol} value={symbol}>
            {symbol}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary">
        {draft.fee === null
          ? 'Fee: …'
          : `Fee: ${draft.fee.toFormat()} ${draft.feeSymbol}, burned (one per instance and per property of the definition; you have ${new BigNumber(draft.feeBalance).toFormat()} ${draft.feeSymbol})`}
      </Typography>
      {properties.map((property) => (
        <PropertyValueField key={property.name} property={property} draft={draft} disabled={disabled} />
      ))}
      <TextField
        label="Locked tokens (optional)"
        value={draft.locked}
        onChange={(event) => draft.setLocked(event.target.value)}
        error={draft.lockedProblem !== null}
        helperText={draft.lockedProblem ?? 'Tokens sealed in each instance, given back when it is burned: one symbol and quantity a line, e.g. BEE 1.5'}
        fullWidth
        multiline
        minRows={2}
        disabled={disabled}
      />
    </>
  );
}
