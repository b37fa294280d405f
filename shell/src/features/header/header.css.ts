import { style } from '@vanilla-extract/css';
import { colors, screenUp, textStyle, themeFor } from '@tdx/ui/styles';

const { spacing, zIndex } = themeFor('light');

// What MUI's sticky AppBar (colour "default", no elevation) and Toolbar looked like, without their code on the first page.
export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.appBar,
  backgroundColor: colors.bar,
  color: colors.text,
  borderBottom: `1px solid ${colors.divider}`,
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: spacing(0.5),
  minHeight: 56,
  padding: spacing(0, 1),
  '@media': { [screenUp('sm')]: { minHeight: 64, padding: spacing(0, 3) } },
});

const oneLine = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const productLink = style({
  ...textStyle('h6'),
  ...oneLine,
  marginRight: spacing(2),
  flexShrink: 1,
  color: colors.primary,
  textDecoration: 'none',
  fontWeight: 700,
});

export const spacer = style({ flexGrow: 1 });

// Doubled class: wins over the plain button's own `flex-shrink: 0` whatever the stylesheets' order.
export const accountButton = style({ selectors: { '&&': { flexShrink: 1 } } });

export const accountName = style({
  ...oneLine,
  maxWidth: 96,
  '@media': { [screenUp('sm')]: { maxWidth: 160 } },
});

export const testnetBanner = style({
  ...textStyle('body2'),
  margin: 0,
  padding: spacing(0.5, 2),
  textAlign: 'center',
  backgroundColor: colors.warning,
  color: colors.onWarning,
});
