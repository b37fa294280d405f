import { globalStyle } from '@vanilla-extract/css';
import { themeFor } from './theme';

/** The root's own part of the baseline: smooth type and border-box sizing. */
export const rootBaseline = {
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  boxSizing: 'border-box',
} as const;

/**
 * What everything below a root inherits from the baseline: its box sizing, and bold `strong`
 * and `b`. `root` is a selector (a parcel's root), or empty for the whole page.
 */
export function baselineBelow(root: string): void {
  const below = (selector: string) => (root ? `${root} ${selector}` : selector);
  globalStyle(['*', '*::before', '*::after'].map(below).join(', '), { boxSizing: 'inherit' });
  globalStyle(['strong', 'b'].map(below).join(', '), { fontWeight: themeFor('light').typography.fontWeightBold });
}
