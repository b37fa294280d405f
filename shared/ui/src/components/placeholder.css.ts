import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { colors } from '../theme/theme-colors';
import { screenUp } from '../theme/screen-up';
import { themeFor } from '../theme/theme';
import { NOTICEABLE_WAIT } from '../theme/noticeable-wait';

const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const width = createVar();

/** The height at each breakpoint up (the caller sets the ones it gives). */
export const heightFrom = { xs: createVar(), sm: createVar(), md: createVar(), lg: createVar(), xl: createVar() };

export const block = style({
  width,
  height: heightFrom.xs,
  borderRadius: themeFor('light').shape.borderRadius,
  backgroundColor: colors.placeholder,
  animation: `${pulse} 2s ease-in-out ${NOTICEABLE_WAIT} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A text line's bar inside the height, as MUI's text Skeleton draws it. */
export const line = style({ transform: 'scale(1, 0.6)', transformOrigin: '0 55%' });

export const heightChangesAt = styleVariants({ sm: 'sm', md: 'md', lg: 'lg', xl: 'xl' } as const, (breakpoint) => ({
  '@media': { [screenUp(breakpoint)]: { height: heightFrom[breakpoint] } },
}));
