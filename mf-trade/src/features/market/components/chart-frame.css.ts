/** A still chart's frame: a plot, a value column on its right and a row under it, like the interactive chart's axes. */
import { style } from '@vanilla-extract/css';
import { colors, textStyle } from '@tdx/ui/styles';

export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 84px',
  gridTemplateRows: 'minmax(0, 1fr) 24px',
  width: '100%',
  height: '100%',
});

export const plot = style({ position: 'relative', borderBottom: `1px solid ${colors.divider}`, borderRight: `1px solid ${colors.divider}` });

const label = style({
  ...textStyle('caption'),
  position: 'absolute',
  color: colors.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A value in the right column, level with its height in the plot (`top` is set per label). */
export const sideLabel = style([label, { left: 6, transform: 'translateY(-50%)' }]);

/** A label under the plot (`left` and the shift that keeps it inside the row are set per label). */
export const bottomLabel = style([label, { top: 4 }]);

export const axis = style({ position: 'relative' });
