/**
 * The page's CSS baseline (what MUI's CssBaseline with `enableColorScheme` applies, as a static
 * stylesheet instead of emotion's run-time global styles).
 */
import { globalStyle } from '@vanilla-extract/css';
import './colors.css';
import { colors } from './theme-colors';
import { textStyle } from './text-style';
import { themeFor } from './theme';

const { typography } = themeFor('light');

globalStyle('html', {
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  boxSizing: 'border-box',
  WebkitTextSizeAdjust: '100%',
});
globalStyle('*, *::before, *::after', { boxSizing: 'inherit' });
globalStyle('strong, b', { fontWeight: typography.fontWeightBold });
globalStyle('body', {
  margin: 0,
  color: colors.text,
  ...textStyle('body1'),
  backgroundColor: colors.background,
  '@media': { print: { backgroundColor: '#fff' } },
});
globalStyle('body::backdrop', { backgroundColor: colors.background });
