import { style } from '@vanilla-extract/css';
import { colors, textStyle, themeFor } from '@tdx/ui/styles';

const { spacing } = themeFor('light');

/** Above the header, across the page, in the text colour on the page's background inverted. */
export const offlineBanner = style({
  ...textStyle('body2'),
  margin: 0,
  padding: spacing(0.5, 2),
  textAlign: 'center',
  backgroundColor: colors.text,
  color: colors.paper,
});
