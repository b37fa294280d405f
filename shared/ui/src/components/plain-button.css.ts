import { style, styleVariants } from '@vanilla-extract/css';
import { colors } from '../theme/theme-colors';
import { textStyle } from '../theme/text-style';
import { themeFor } from '../theme/theme';

// Sizes, type and motion are the same in both modes; colours come from the mode's variables.
const theme = themeFor('light');

export const base = style({
  ...textStyle('button'),
  textTransform: theme.typography.button.textTransform,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minHeight: 36,
  minWidth: 0,
  padding: theme.spacing(0.75, 1.25),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  color: 'inherit',
  backgroundColor: 'transparent',
  boxShadow: 'none',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
  selectors: {
    '&:hover': { backgroundColor: colors.hover },
    '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'default' },
  },
});

function filled(fill: string, hover: string, ink: string) {
  return { color: ink, backgroundColor: fill, boxShadow: theme.shadows[2], selectors: { '&:hover': { backgroundColor: hover } } };
}

export const tone = styleVariants({
  text: {},
  contained: filled(colors.primary, colors.primaryDark, colors.onPrimary),
  error: filled(colors.error, colors.errorDark, colors.onError),
});

export const round = style({ minWidth: 40, padding: theme.spacing(1), borderRadius: '50%' });

export const compact = style({ minHeight: 32, paddingTop: theme.spacing(0.5), paddingBottom: theme.spacing(0.5) });

export const outlined = style({ border: `1px solid ${colors.divider}` });
