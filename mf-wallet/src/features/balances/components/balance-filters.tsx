import { Stack } from '@tdx/ui';
import { FormControlLabel, Switch } from '@tdx/ui/extra';
import { Button, MenuItem, TextField } from '@tdx/ui/overlay';
import type { Ref } from 'react';
import { SORT_KEYS, type SortKey } from '../model/filters';
import type { BalancesView } from '../model/use-preferences';

const SORT_LABELS: Record<SortKey, string> = {
  value: 'USD value',
  symbol: 'Symbol',
  balance: 'Balance',
  stake: 'Stake',
  change: '24h change',
};

export interface BalanceFiltersProps {
  preferences: BalancesView;
  onChange: (change: Partial<BalancesView>) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** Search, the two toggles and the sort order of the balances table. */
export function BalanceFilters({ preferences, onChange, searchRef }: BalanceFiltersProps) {
  const { search, hideSmall, includeStake, sortKey, sortDirection } = preferences;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
      <TextField
        label="Search tokens"
        size="small"
        value={search}
        inputRef={searchRef}
        onChange={(event) => onChange({ search: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
      />
      <FormControlLabel control={<Switch checked={hideSmall} onChange={(_, checked) => onChange({ hideSmall: checked })} />} label="Hide small balances" />
      <FormControlLabel
        control={<Switch checked={includeStake} onChange={(_, checked) => onChange({ includeStake: checked })} />}
        label="Value includes stake"
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField select label="Sort by" size="small" value={sortKey} onChange={(event) => onChange({ sortKey: SORT_KEYS.find((key) => key === event.target.value) ?? sortKey })} sx={{ minWidth: 140 }}>
          {SORT_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {SORT_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          size="small"
          aria-label={`Sort order: ${sortDirection === 'asc' ? 'ascending' : 'descending'}`}
          onClick={() => onChange({ sortDirection: sortDirection === 'asc' ? 'desc' : 'asc' })}
        >
          {sortDirection === 'asc' ? '↑ Ascending' : '↓ Descending'}
        </Button>
      </Stack>
    </Stack>
  );
}
