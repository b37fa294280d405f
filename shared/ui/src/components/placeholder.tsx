import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';

type Size = number | string;

export interface PlaceholderProps {
  /** CSS width (number = px); the whole line by default. */
  width?: Size;
  /** CSS height (number = px), or one per breakpoint. */
  height: Size | Partial<Record<Breakpoint, Size>>;
  /** `line`: a text line's bar inside that height (as MUI's text Skeleton); `block` (default) fills it. */
  shape?: 'block' | 'line';
  /** Set it when the placeholder is all a region shows, e.g. "Loading open orders". */
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/**
 * A pulsing grey block standing in for content that is loading: the look of MUI's Skeleton at a
 * fraction of its bytes (it sits on areas' first paint). Still when the user asks for less motion.
 */
export function Placeholder({ width = '100%', height, shape = 'block', 'aria-label': label, sx }: PlaceholderProps) {
  return (
    <Box
      data-testid="placeholder"
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      sx={[
        {
          width,
          height,
          borderRadius: 1,
          bgcolor: 'action.disabledBackground',
          animation: 'tdx-pulse 2s ease-in-out 0.5s infinite',
          '@keyframes tdx-pulse': { '50%': { opacity: 0.4 } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        shape === 'line' && { transform: 'scale(1, 0.6)', transformOrigin: '0 55%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
