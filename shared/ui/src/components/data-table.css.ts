import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { colors } from '../theme/theme-colors';
import { textStyle } from '../theme/text-style';
import { themeFor } from '../theme/theme';

export const rowHeight = createVar();

/** The scroll box; its cells are styled from here, so a row renders no style of its own. */
export const scrollBox = style({ overflow: 'auto' });

globalStyle(`${scrollBox} table`, { ...textStyle('body2'), width: '100%', borderCollapse: 'collapse' });
globalStyle(`${scrollBox} thead`, { position: 'sticky', top: 0, zIndex: 1, backgroundColor: colors.paper });
globalStyle(`${scrollBox} th, ${scrollBox} td`, {
  padding: themeFor('light').spacing(0, 1.5),
  height: rowHeight,
  boxSizing: 'border-box',
  borderBottom: `1px solid ${colors.divider}`,
  whiteSpace: 'nowrap',
  textAlign: 'left',
});
globalStyle(`${scrollBox} th`, { fontWeight: 500 });
globalStyle(`${scrollBox} [data-align="right"]`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
// The one cell of an empty table may wrap: its message (and a button) must fit a phone's width.
globalStyle(`${scrollBox} [data-empty]`, { textAlign: 'center', whiteSpace: 'normal' });
// On the paper, with a divider at its left, so the cells scrolling under it do not show through.
globalStyle(`${scrollBox} [data-pinned="end"]`, {
  position: 'sticky',
  right: 0,
  backgroundColor: colors.paper,
  boxShadow: `inset 1px 0 0 ${colors.divider}`,
});

/** A sortable column's header: its text as a button, the order's arrow beside it (a fixed slot, so the header does not move). */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: colors.primary },
    '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: 2 },
  },
});

export const sortArrow = style({ display: 'inline-block', width: '1em', textAlign: 'center' });
