/**
 * The area error UI, built on the first-paint kit (Box, Typography, PlainButton) so that mounting
 * an area never loads MUI's Alert and Button (with ButtonBase, the ripple and Paper).
 */
import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { PlainButton } from './plain-button';

export interface AreaErrorProps {
  /** Human name of the area, e.g. "Wallet". */
  area: string;
  title?: string;
  message: string;
  onRetry?: () => void;
}

/** The error red that keeps AA contrast on the paper of each mode (darker on light, lighter on dark). */
function errorInk(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark;
}

/** An area that cannot show its content; the rest of the page keeps working. */
export function AreaError({ area, title, message, onRetry }: AreaErrorProps) {
  const ink = errorInk(useTheme());
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        my: 3,
        px: 2,
        py: 1.5,
        border: 1,
        borderLeftWidth: 4,
        borderColor: ink,
        borderRadius: 1,
        bgcolor: alpha(theme.palette.error.main, 0.08),
        color: 'text.primary',
      })}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 600, color: ink, overflowWrap: 'anywhere' }}>
          {title ?? `${area} is unavailable`}
        </Typography>
        <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
      </Box>
      {onRetry && (
        <PlainButton onClick={onRetry} outlined style={{ borderColor: ink, color: ink }}>
          Retry
        </PlainButton>
      )}
    </Box>
  );
}

/** What each route of an area shows until that area's issue is built: an honest error, not a fake page. */
export function AreaNotBuilt({ area }: { area: string }) {
  return (
    <AreaError
      area={area}
      title={`${area} is not available yet`}
      message={`The ${area} area is not built yet. Other parts of the site keep working.`}
    />
  );
}
