import { styleVariants } from '@vanilla-extract/css';
import { screenUp, themeFor } from '@tdx/ui/styles';

const { breakpoints, spacing } = themeFor('light');

/**
 * Centred content of at most a theme breakpoint's width, with the page's side gutters: what MUI's
 * Container draws, as static classes (Container's own code cost the first page ~0.6 kB).
 */
export const contentWidth = styleVariants({ sm: 'sm', md: 'md', lg: 'lg', xl: 'xl' } as const, (maxWidth) => ({
  width: '100%',
  maxWidth: breakpoints.values[maxWidth],
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: spacing(2),
  paddingRight: spacing(2),
  '@media': { [screenUp('sm')]: { paddingLeft: spacing(3), paddingRight: spacing(3) } },
}));
