import { style, styleVariants } from '@vanilla-extract/css';
import { colors, textStyle, themeFor } from '@tdx/ui/styles';

const { spacing } = themeFor('light');

const text = { margin: 0 } as const;

export const section = style({ marginBottom: spacing(2) });

export const titleRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: spacing(1), marginBottom: spacing(1) });

export const title = style({ ...textStyle('h5'), ...text, marginRight: spacing(1) });

// Always there (one line, cut with an ellipsis) so the figures never move when the token arrives.
export const tokenName = style({
  ...textStyle('body2'),
  ...text,
  color: colors.textSecondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  marginBottom: spacing(1),
  minHeight: '1.43em',
});

export const figures = style({ display: 'flex', flexWrap: 'wrap', columnGap: spacing(3), rowGap: spacing(1) });

export const figure = style({ minWidth: 120 });

const caption = { ...textStyle('caption'), ...text, color: colors.textSecondary };

export const figureLabel = style(caption);

export const figureHint = style({ ...caption, minHeight: 20 });

/** A figure's value; a change is green up and red down. */
export const figureValue = styleVariants({ plain: {}, up: { color: colors.success }, down: { color: colors.error } }, (tone) => ({
  ...textStyle('subtitle1'),
  ...text,
  fontWeight: 600,
  minHeight: 28,
  ...tone,
}));
