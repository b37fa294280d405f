/**
 * The theme's colours as CSS custom properties, for the static stylesheets of what the first paint
 * shows. Computed at build time from the same MUI themes the components use, so no colour is
 * written twice; the `data-color-mode` attribute on <html> (color-mode.ts) picks the mode.
 */
import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import type { Theme } from '@mui/material/styles';
import { themeFor } from './theme';

function colorsOf({ palette }: Theme) {
  return {
    primary: palette.primary.main,
    primaryDark: palette.primary.dark,
    onPrimary: palette.primary.contrastText,
    error: palette.error.main,
    errorDark: palette.error.dark,
    onError: palette.error.contrastText,
    warning: palette.warning.main,
    onWarning: palette.warning.contrastText,
    text: palette.text.primary,
    textSecondary: palette.text.secondary,
    background: palette.background.default,
    divider: palette.divider,
    /** The header bar's fill. */
    bar: palette.mode === 'light' ? palette.grey[100] : palette.grey[900],
    hover: palette.action.hover,
  };
}

type ColorName = keyof ReturnType<typeof colorsOf>;

const light = colorsOf(themeFor('light'));

export const colors = createGlobalThemeContract(
  Object.fromEntries(Object.keys(light).map((name) => [name, name])) as Record<ColorName, string>,
  (name) => `tdx-${name}`,
);

const DARK = ':root[data-color-mode="dark"]';
createGlobalTheme(':root', colors, light);
createGlobalTheme(DARK, colors, colorsOf(themeFor('dark')));
globalStyle(':root', { colorScheme: 'light' });
globalStyle(DARK, { colorScheme: 'dark' });
