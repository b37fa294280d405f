import { globalStyle, style } from '@vanilla-extract/css';
import { colors } from '../theme/theme-colors';
import { textStyle } from '../theme/text-style';

/**
 * A parcel's root, with the baseline scoped to it (what MUI's ScopedCssBaseline applied): a remote
 * never adds global CSS, and a remote run alone still gets the site's type and colours.
 */
export const parcelRoot = style({
  ...textStyle('body1'),
  color: colors.text,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  boxSizing: 'border-box',
});

globalStyle(`${parcelRoot} *, ${parcelRoot} *::before, ${parcelRoot} *::after`, { boxSizing: 'inherit' });
globalStyle(`${parcelRoot} strong, ${parcelRoot} b`, { fontWeight: 700 });
