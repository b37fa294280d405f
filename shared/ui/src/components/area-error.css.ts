import { style } from '@vanilla-extract/css';
import { colors } from '../theme/theme-colors';
import { textStyle } from '../theme/text-style';
import { themeFor } from '../theme/theme';

const { spacing, shape } = themeFor('light');

export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: spacing(2),
  margin: spacing(3, 0),
  padding: spacing(1.5, 2),
  border: `1px solid ${colors.errorInk}`,
  borderLeftWidth: 4,
  borderRadius: shape.borderRadius,
  backgroundColor: colors.errorTint,
  color: colors.text,
});

export const texts = style({ flex: '1 1 16rem', minWidth: 0 });

const line = { margin: 0, overflowWrap: 'anywhere' } as const;

export const title = style({ ...textStyle('body1'), ...line, fontWeight: 600, color: colors.errorInk });

export const message = style({ ...textStyle('body2'), ...line });

export const retry = style({ selectors: { '&&': { borderColor: colors.errorInk, color: colors.errorInk } } });
