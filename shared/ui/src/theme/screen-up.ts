import type { Breakpoint } from '@mui/material/styles';
import { themeFor } from './theme';

/** The media query of screens at least as wide as a theme breakpoint, for a stylesheet's `@media`. */
export function screenUp(breakpoint: Breakpoint): string {
  return `(min-width: ${themeFor('light').breakpoints.values[breakpoint]}px)`;
}
