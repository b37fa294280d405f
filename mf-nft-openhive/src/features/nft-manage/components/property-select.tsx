import { MenuItem, TextField } from '@tdx/ui/overlay';
import type { NftProperty } from '../../../shared';
import { PROPERTY_TYPES } from '../model/manage-rules';

/** Chooses one of the definition's properties by name. */
export function PropertySelect({ properties, value, onChange, disabled }: { properties: readonly NftProperty[]; value: string; onChange: (name: string) => void; disabled: boolean }) {
  return (
    <TextField select label="Property" value={value} onChange={(event) => onChange(event.target.value)} fullWidth disabled={disabled}>
      {properties.map((property) => (
        <MenuItem key={property.name} value={property.name}>
          {property.name} ({property.type})
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A property's type: string, number or boolean. */
export function PropertyTypeSelect({ value, onChange, disabled }: { value: string; onChange: (type: string) => void; disabled: boolean }) {
  return (
    <TextField select label="Type" value={value} onChange={(event) => onChange(event.target.value)} fullWidth disabled={disabled}>
      {PROPERTY_TYPES.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
