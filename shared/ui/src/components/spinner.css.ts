import { keyframes, style } from '@vanilla-extract/css';
import { colors } from '../theme/theme-colors';
import { NOTICEABLE_WAIT } from '../theme/noticeable-wait';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
/** Hidden until the wait is noticeable; an animation still in its delay draws no frames. */
const reveal = keyframes({ from: { visibility: 'hidden' } });

export const ring = style({
  flexShrink: 0,
  borderRadius: '50%',
  border: `3px solid ${colors.divider}`,
  borderTopColor: colors.primary,
  animation: `${reveal} 0s ${NOTICEABLE_WAIT} both, ${spin} 0.8s linear ${NOTICEABLE_WAIT} infinite`,
});
