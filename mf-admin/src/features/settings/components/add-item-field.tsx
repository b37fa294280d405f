import { Stack } from '@tdx/ui';
import { Button, TextField } from '@tdx/ui/overlay';
import { useState, type FormEvent } from 'react';

export interface AddItemFieldProps {
  label: string;
  placeholder?: string;
  /** Why the value cannot be added, or null to add it. */
  problemOf: (value: string) => string | null;
  onAdd: (value: string) => void;
}

/** A field and an Add button (Enter adds too); a refused value stays in the field with the reason under it. */
export function AddItemField({ label, placeholder, problemOf, onAdd }: AddItemFieldProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(value);
    setProblem(found);
    if (found) return;
    onAdd(value);
    setValue('');
  };

  return (
    <Stack component="form" noValidate onSubmit={add} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        size="small"
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
        Add
      </Button>
    </Stack>
  );
}
