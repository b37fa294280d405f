import { globalStyle, style } from '@vanilla-extract/css';
import { colors, textStyle, themeFor } from '@tdx/ui/styles';

const { spacing } = themeFor('light');

/**
 * The header and the main box fill exactly one screen while a page loads: the footer waits below
 * the fold instead of showing under "Loading…" and being pushed down (a layout shift) when the
 * content arrives, and a loading page does not scroll. A page that starts to scroll shows the
 * phone's overlay scrollbar, which flashes and fades out, frames the compositor draws while the
 * page's code is starting.
 */
export const screen = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

// With a classic scrollbar (desktop), its room is kept from the start: the page showing one as its
// content arrives would otherwise narrow it and move everything centred (a layout shift).
globalStyle('html', { scrollbarGutter: 'stable' });

/** The maintenance layout's header: the product name only. */
export const maintenanceHeader = style({
  ...textStyle('h6'),
  margin: 0,
  padding: spacing(2, 3),
  color: colors.primary,
  fontWeight: 700,
});

export const main = style({ flexGrow: 1, paddingTop: spacing(3), paddingBottom: spacing(3) });
