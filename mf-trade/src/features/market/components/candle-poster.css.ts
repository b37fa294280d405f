/** The still candle chart: a plot, a price column on its right and a time row under it, like the interactive chart's axes. */
import { style, styleVariants } from '@vanilla-extract/css';
import { colors, textStyle } from '@tdx/ui/styles';

/** The interactive chart's default candle colours, so the switch from one to the other does not change them. */
const RISING = '#26a69a';
const FALLING = '#ef5350';

export const poster = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 84px',
  gridTemplateRows: 'minmax(0, 1fr) 24px',
  width: '100%',
  height: '100%',
  cursor: 'crosshair',
});

export const plot = style({ position: 'relative', borderBottom: `1px solid ${colors.divider}`, borderRight: `1px solid ${colors.divider}` });

const label = style({
  ...textStyle('caption'),
  position: 'absolute',
  color: colors.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A price, level with its height in the plot (`top` is set per label). */
export const priceLabel = style([label, { left: 6, transform: 'translateY(-50%)' }]);

/** A time under its candle (`left` and the shift that keeps it inside the row are set per label). */
export const timeLabel = style([label, { top: 4 }]);

export const axis = style({ position: 'relative' });

export const candle = styleVariants({ rising: { fill: RISING, stroke: RISING }, falling: { fill: FALLING, stroke: FALLING } });

export const volume = style({ fill: 'rgba(100,100,100,0.4)' });
