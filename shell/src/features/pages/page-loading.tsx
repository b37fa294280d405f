import { Box, Spinner, Typography } from '@tdx/ui';

export function PageLoading() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
      <Spinner />
      <Typography>Loading…</Typography>
    </Box>
  );
}
