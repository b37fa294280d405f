/**
 * `@tdx/ui/styles`: for the apps' `*.css.ts` stylesheets (vanilla-extract, evaluated at build
 * time). The theme's colours as CSS variables that follow the colour mode, and the MUI theme for
 * the values that do not depend on the mode (type scale, spacing, breakpoints, shadows).
 */
export { colors } from './theme/theme-colors';
export { themeFor } from './theme/theme';
export { screenUp } from './theme/screen-up';
export { textStyle } from './theme/text-style';
