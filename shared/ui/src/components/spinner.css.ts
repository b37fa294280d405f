import { keyframes, style } from '@vanilla-extract/css';
import { colors } from '../theme/theme-colors';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const ring = style({
  flexShrink: 0,
  borderRadius: '50%',
  border: `3px solid ${colors.divider}`,
  borderTopColor: colors.primary,
  animation: `${spin} 0.8s linear infinite`,
});
