/** The depth chart's pointer readout (its frame: chart-frame.css.ts). */
import { style, styleVariants } from '@vanilla-extract/css';
import { colors, textStyle, themeFor } from '@tdx/ui/styles';

const { spacing, shape } = themeFor('light');

export const plot = style({ position: 'relative', width: '100%', height: '100%', cursor: 'crosshair' });

/** The price under the pointer. */
export const marker = style({ position: 'absolute', top: 0, bottom: 0, width: 0, borderLeft: `1px dashed ${colors.textSecondary}`, pointerEvents: 'none' });

const readoutBox = style({
  ...textStyle('caption'),
  position: 'absolute',
  top: spacing(0.5),
  margin: 0,
  padding: spacing(0.25, 0.75),
  borderRadius: shape.borderRadius,
  background: colors.paper,
  border: `1px solid ${colors.divider}`,
  color: colors.text,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

/** On the side away from the pointer, so it never covers what the reader points at. */
export const readout = styleVariants({ left: [readoutBox, { left: spacing(0.5) }], right: [readoutBox, { right: spacing(0.5) }] });
