import { style, styleVariants } from '@vanilla-extract/css';
import { colors, textStyle } from '@tdx/ui/styles';

const LINE_HEIGHT = '16px';

/** Lines stacked at a cell's right edge: three of them fit the table's 56 px row. */
export const lines = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'center' });

export const line = style({ display: 'flex', alignItems: 'baseline', gap: 6, lineHeight: LINE_HEIGHT });

export const label = style({ ...textStyle('caption'), lineHeight: LINE_HEIGHT, color: colors.textSecondary });

export const amount = style({ fontSize: '0.8125rem' });

/** A 24 h change: green up, red down (AA on the paper in either mode). */
export const change = styleVariants({ up: { color: colors.success }, down: { color: colors.errorInk }, flat: {} }, (tone) => ({
  ...textStyle('caption'),
  lineHeight: LINE_HEIGHT,
  ...tone,
}));

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
