/** The site footer's static styles: what its MUI Box, Stack and Typography drew, without MUI or emotion on the page. */
import { globalStyle, style } from '@vanilla-extract/css';
import { colors, screenUp, textStyle, themeFor } from '@tdx/ui/styles';

const { spacing } = themeFor('light');

export const footer = style({ borderTop: `1px solid ${colors.divider}`, marginTop: spacing(6), padding: spacing(4, 0) });

export const columns = style({
  display: 'grid',
  gap: spacing(3),
  gridTemplateColumns: '1fr 1fr',
  '@media': { [screenUp('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: spacing(0.5) });

export const columnTitle = style({ ...textStyle('subtitle2'), margin: 0, color: colors.text });

export const link = style({ ...textStyle('body1'), color: colors.textSecondary, textDecoration: 'none' });
globalStyle(`${link}:hover`, { textDecoration: 'underline' });
globalStyle(`${link}:focus-visible`, { outline: `2px solid ${colors.primary}`, outlineOffset: 2 });

export const outsideMark = style({ marginLeft: spacing(0.5) });

export const copyright = style({ ...textStyle('body2'), margin: spacing(3, 0, 0), color: colors.textSecondary });
