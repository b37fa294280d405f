import { style } from '@vanilla-extract/css';
import { colors, screenUp, textStyle, themeFor } from '@tdx/ui/styles';
import { HEADER_ROW_PX, HIGHLIGHT_ROW_PX, PANEL_PX, PANEL_TITLE_PX } from './highlights-layout';

const { spacing, shape } = themeFor('light');

export const page = style({ display: 'flex', flexDirection: 'column', gap: spacing(5), padding: spacing(4, 0) });

export const title = style({ ...textStyle('h3'), margin: 0, fontWeight: 700 });

export const lead = style({ ...textStyle('h6'), margin: spacing(1, 0, 0), maxWidth: 720, color: colors.textSecondary });

export const sectionTitle = style({ ...textStyle('h5'), margin: 0 });

export const offersTitle = style([sectionTitle, { marginBottom: spacing(2) }]);

export const sectionLead = style({ ...textStyle('body1'), margin: spacing(0, 0, 2), color: colors.textSecondary });

export const offers = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: spacing(2),
  gridTemplateColumns: '1fr',
  '@media': { [screenUp('sm')]: { gridTemplateColumns: '1fr 1fr' }, [screenUp('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const card = style({
  position: 'relative',
  border: `1px solid ${colors.divider}`,
  borderRadius: Number(shape.borderRadius) * 2,
  padding: spacing(2.5),
  selectors: { '&:hover': { borderColor: colors.primary } },
});

export const cardTitle = style({ ...textStyle('h6'), margin: 0 });

/** The title link covers its whole card, so the card is one click target and one tab stop. */
export const cardLink = style({
  color: colors.text,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const cardText = style({ ...textStyle('body2'), margin: 0, color: colors.textSecondary });

const GAP_PX = 24;

/** Two panels side by side from `md`, stacked below; as tall as the tables from the first paint. */
export const panels = style({
  display: 'grid',
  gap: GAP_PX,
  gridTemplateColumns: '1fr',
  minHeight: 2 * PANEL_PX + GAP_PX,
  '@media': { [screenUp('md')]: { gridTemplateColumns: '1fr 1fr', minHeight: PANEL_PX } },
});

const BAR_PX = HIGHLIGHT_ROW_PX - 16;

/** The highlights' place while their code and data load, striped like their rows. */
export const skeleton = style({
  gridColumn: '1 / -1',
  marginTop: PANEL_TITLE_PX + HEADER_ROW_PX,
  backgroundImage: `repeating-linear-gradient(${colors.hover} 0 ${BAR_PX}px, transparent 0 ${HIGHLIGHT_ROW_PX}px)`,
});
