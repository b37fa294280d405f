/**
 * The page's CSS baseline (what MUI's CssBaseline with `enableColorScheme` applies, as a static
 * stylesheet instead of emotion's run-time global styles).
 */
import { globalStyle } from '@vanilla-extract/css';
import { baselineBelow, rootBaseline } from './baseline-rules';
import './colors.css';
import { colors } from './theme-colors';
import { textStyle } from './text-style';

globalStyle('html', { ...rootBaseline, WebkitTextSizeAdjust: '100%' });
baselineBelow('');
globalStyle('body', {
  margin: 0,
  color: colors.text,
  ...textStyle('body1'),
  backgroundColor: colors.background,
  '@media': { print: { backgroundColor: '#fff' } },
});
globalStyle('body::backdrop', { backgroundColor: colors.background });
