import { style } from '@vanilla-extract/css';
import { colors, textStyle, themeFor } from '@tdx/ui/styles';

const { spacing } = themeFor('light');

/** A site-wide notice above the header, across the page, in the page's colours inverted. */
export const siteBanner = style({
  ...textStyle('body2'),
  margin: 0,
  padding: spacing(0.5, 2),
  textAlign: 'center',
  backgroundColor: colors.text,
  color: colors.paper,
});
