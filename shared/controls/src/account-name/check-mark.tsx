import { Box } from '@tdx/ui';

/** Material "Check", drawn from its path (MUI's icon factory is not in the facades). */
export function CheckMark({ label }: { label: string }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" role="img" aria-label={label} sx={{ width: 20, height: 20, color: 'success.main', fill: 'currentColor', flexShrink: 0 }}>
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </Box>
  );
}
