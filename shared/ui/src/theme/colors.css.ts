/**
 * The values of the theme's colour variables (theme-colors.ts), computed at build time from the
 * same MUI themes the components use, so no colour is written twice. The `data-color-mode`
 * attribute on <html> (color-mode.ts) picks the mode. In the shell's stylesheet only (baseline).
 */
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { themeFor } from './theme';
import { colors, colorsOf } from './theme-colors';

const DARK = ':root[data-color-mode="dark"]';
createGlobalTheme(':root', colors, colorsOf(themeFor('light')));
createGlobalTheme(DARK, colors, colorsOf(themeFor('dark')));
globalStyle(':root', { colorScheme: 'light' });
globalStyle(DARK, { colorScheme: 'dark' });
