import type { TypographyVariant } from '@mui/material/styles';
import { themeFor } from './theme';

/** A theme type-scale variant's font properties, for a stylesheet (the same in both colour modes). */
export function textStyle(variant: TypographyVariant) {
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = themeFor('light').typography[variant];
  return { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing };
}
