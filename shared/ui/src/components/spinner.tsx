import Box from '@mui/material/Box';

/**
 * A decorative, CSS-only busy ring for loading states on the first page (MUI's CircularProgress,
 * in `@tdx/ui/overlay`, costs about 1 kB there). Pair it with a text that says what is loading.
 */
export function Spinner({ size = 24 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      data-testid="spinner"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        border: 3,
        borderColor: 'divider',
        borderTopColor: 'primary.main',
        animation: 'tdx-spin 0.8s linear infinite',
        '@keyframes tdx-spin': { to: { transform: 'rotate(360deg)' } },
      }}
    />
  );
}
