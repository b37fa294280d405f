/**
 * The theme's colours as CSS custom properties (`var(--tdx-primary)`…), for the static
 * stylesheets. Only the names live here: the values are set once, in the shell's stylesheet
 * (colors.css.ts), so an area's stylesheet never redefines them.
 */
import { createGlobalThemeContract } from '@vanilla-extract/css';
import { alpha, type Theme } from '@mui/material/styles';
import { themeFor } from './theme';

/** The colours the stylesheets use, read from a mode's MUI theme. */
export function colorsOf({ palette }: Theme) {
  return {
    primary: palette.primary.main,
    primaryDark: palette.primary.dark,
    onPrimary: palette.primary.contrastText,
    error: palette.error.main,
    errorDark: palette.error.dark,
    onError: palette.error.contrastText,
    /** Error text and borders on the paper: AA contrast in each mode (darker on light, lighter on dark). */
    errorInk: palette.mode === 'dark' ? palette.error.light : palette.error.dark,
    /** An error message's faint fill. */
    errorTint: alpha(palette.error.main, 0.08),
    success: palette.success.main,
    warning: palette.warning.main,
    onWarning: palette.warning.contrastText,
    text: palette.text.primary,
    textSecondary: palette.text.secondary,
    background: palette.background.default,
    paper: palette.background.paper,
    divider: palette.divider,
    /** The header bar's fill. */
    bar: palette.mode === 'light' ? palette.grey[100] : palette.grey[900],
    hover: palette.action.hover,
    /** A loading placeholder's fill. */
    placeholder: palette.action.disabledBackground,
  };
}

type ColorName = keyof ReturnType<typeof colorsOf>;

export const colors = createGlobalThemeContract(
  Object.fromEntries(Object.keys(colorsOf(themeFor('light'))).map((name) => [name, name])) as Record<ColorName, string>,
  (name) => `tdx-${name}`,
);
