import { Stack, Typography } from '@tdx/ui';
import { TextField } from '@tdx/ui/overlay';

export interface NftFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  /** Rows shown and rows in all; undefined while the list loads. */
  counts: { shown: number; total: number } | undefined;
}

/** The search by symbol or name, and how many definitions it leaves. */
export function NftFilters({ search, onSearch, counts }: NftFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label="Search NFTs"
        placeholder="Symbol or name"
        size="small"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 50, autoComplete: 'off', spellCheck: false } }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ ml: { sm: 'auto' } }}>
        {counts && (counts.shown === counts.total ? `${counts.total} NFTs` : `${counts.shown} of ${counts.total} NFTs`)}
      </Typography>
    </Stack>
  );
}
