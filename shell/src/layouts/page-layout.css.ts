import { style } from '@vanilla-extract/css';
import { colors, textStyle, themeFor } from '@tdx/ui/styles';

const { spacing } = themeFor('light');

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** The maintenance layout's header: the product name only. */
export const maintenanceHeader = style({
  ...textStyle('h6'),
  margin: 0,
  padding: spacing(2, 3),
  color: colors.primary,
  fontWeight: 700,
});

// At least a screen tall: while the page loads, the footer waits below the fold instead of showing
// under "Loading…" and being pushed down (a layout shift) when the content arrives.
export const main = style({ flexGrow: 1, minHeight: '100vh', paddingTop: spacing(3), paddingBottom: spacing(3) });
