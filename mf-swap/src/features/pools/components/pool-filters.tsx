import { Stack } from '@tdx/ui';
import { Button, MenuItem, TextField } from '@tdx/ui/overlay';
import { POOL_SORT_KEYS, POOL_SORT_LABELS, type PoolSortKey, type SortDirection } from '../model/pool-order';

export interface PoolView {
  search: string;
  sortKey: PoolSortKey;
  sortDirection: SortDirection;
}

export interface PoolFiltersProps {
  view: PoolView;
  onChange: (change: Partial<PoolView>) => void;
  /** The share column is sortable only for a signed-in user. */
  signedIn: boolean;
}

/** Search by symbol and the sort order of the pools table. */
export function PoolFilters({ view, onChange, signedIn }: PoolFiltersProps) {
  const keys = POOL_SORT_KEYS.filter((key) => signedIn || key !== 'share');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
      <TextField
        label="Search by symbol"
        size="small"
        value={view.search}
        onChange={(event) => onChange({ search: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField select label="Sort by" size="small" value={view.sortKey} onChange={(event) => onChange({ sortKey: keys.find((key) => key === event.target.value) ?? view.sortKey })} sx={{ minWidth: 160 }}>
          {keys.map((key) => (
            <MenuItem key={key} value={key}>
              {POOL_SORT_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          size="small"
          aria-label={`Sort order: ${view.sortDirection === 'asc' ? 'ascending' : 'descending'}`}
          onClick={() => onChange({ sortDirection: view.sortDirection === 'asc' ? 'desc' : 'asc' })}
        >
          {view.sortDirection === 'asc' ? '↑ Ascending' : '↓ Descending'}
        </Button>
      </Stack>
    </Stack>
  );
}
