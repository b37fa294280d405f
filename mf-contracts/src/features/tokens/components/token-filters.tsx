import { Stack, Typography } from '@tdx/ui';
import { FormControlLabel, Switch } from '@tdx/ui/extra';
import { TextField } from '@tdx/ui/overlay';

export interface TokenFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  favouritesOnly: boolean;
  onFavouritesOnly: (favouritesOnly: boolean) => void;
  /** Rows shown and rows in all; undefined while the list loads. */
  counts: { shown: number; total: number } | undefined;
}

/** The search by symbol or name, the Favourites only switch and how many tokens they leave. */
export function TokenFilters({ search, onSearch, favouritesOnly, onFavouritesOnly, counts }: TokenFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
      <TextField
        label="Search tokens"
        placeholder="Symbol or name"
        size="small"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 50, autoComplete: 'off', spellCheck: false } }}
      />
      <FormControlLabel control={<Switch checked={favouritesOnly} onChange={(_, checked) => onFavouritesOnly(checked)} />} label="Favourites only" />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ ml: { sm: 'auto' } }}>
        {counts && (counts.shown === counts.total ? `${counts.total} tokens` : `${counts.shown} of ${counts.total} tokens`)}
      </Typography>
    </Stack>
  );
}
