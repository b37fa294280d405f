/** The market page's first-paint styles, compiled at build time: its grid, panels, header and tables, without emotion. */
import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { colors, screenUp, textStyle, themeFor } from '@tdx/ui/styles';

const { spacing, shape, breakpoints } = themeFor('light');

const text = { margin: 0 } as const;

export const page = style({ padding: spacing(2, 0) });

/** Height of the site's sticky header on a wide screen, which the sticky forms stay below. */
const HEADER_HEIGHT = 65;
/** The forms follow the page only where a screen is tall enough to show them whole below the header. */
const STICKY_FORMS_MIN_SCREEN_HEIGHT = 840;

/**
 * The panels in one column, the forms first. On a wide screen the chart and the books on the left
 * with the forms beside them (so a price picked in a book fills forms in view), then the open
 * orders and the trade history across the whole width, where every column shows (a table's own
 * sideways scroll had hidden the open orders' Cancel buttons). Only a signed-in user has open
 * orders, and an area without its panel would leave an empty row and one gap too many.
 */
function gridOf(below: string[]) {
  return {
    display: 'grid',
    gap: spacing(2),
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: ['forms', 'chart', 'books', ...below].map((area) => `"${area}"`).join(' '),
    '@media': {
      [screenUp('lg')]: {
        gridTemplateColumns: 'minmax(0, 2fr) minmax(320px, 1fr)',
        gridTemplateAreas: ['"chart forms"', '"books forms"', ...below.map((area) => `"${area} ${area}"`)].join(' '),
      },
    },
  } as const;
}

export const grid = styleVariants({ signedIn: gridOf(['orders', 'trades']), anonymous: gridOf(['trades']) });

/** The outlined surface of each panel. */
const panel = style({
  padding: spacing(1.5),
  minWidth: 0,
  backgroundColor: colors.paper,
  color: colors.text,
  border: `1px solid ${colors.divider}`,
  borderRadius: shape.borderRadius,
  '@media': { [screenUp('md')]: { padding: spacing(2) } },
});

/** Beside the chart and the books the forms keep their own height and, on a tall screen, stay in view. */
const besideBooks = style({
  alignSelf: 'start',
  '@media': { [`${screenUp('lg')} and (min-height: ${STICKY_FORMS_MIN_SCREEN_HEIGHT}px)`]: { position: 'sticky', top: `calc(${HEADER_HEIGHT}px + ${spacing(2)})` } },
});

export const panelIn = styleVariants({ chart: 'chart', forms: 'forms', books: 'books', orders: 'orders', trades: 'trades' } as const, (area) => [
  panel,
  { gridArea: area },
  area === 'forms' ? besideBooks : {},
]);

/**
 * The two sides of the book sit side by side only where the panel has the whole width and each
 * side still gets the ~460 px its four columns take with eight-decimal figures: from a 1024 px
 * screen up to the wide layout. There the panel is beside the forms (~730 px) and the sides stand
 * one above the other; side by side, each side's running totals were cut off behind a sideways
 * scroll. The panel's width follows from the screen's in each layout, so a media query says it.
 */
const SIDES_BESIDE = `(min-width: 1024px) and (max-width: ${breakpoints.values.lg - 0.02}px)`;

export const books = style({
  display: 'grid',
  gap: spacing(2),
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [SIDES_BESIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const loginPrompt = style({ textAlign: 'center', padding: spacing(3, 0) });

export const loginText = style({ ...text, marginBottom: spacing(2) });

/** A short message in a panel: a failure (with its Retry) or an empty state. */
export const message = styleVariants({ error: { ...text, color: colors.error }, padded: { ...text, padding: spacing(2) } });

export const statusLine = style({ ...textStyle('body2'), ...text, color: colors.error });

/** A panel's content (a section): it may shrink below its content's width, which then scrolls or wraps. */
export const section = style({ minWidth: 0 });

export const panelTitle = style({ ...textStyle('h6'), ...text, marginBottom: spacing(1) });

/** Trade history: buys green, sells red. */
export const history = style([section]);
globalStyle(`${history} [data-trade-type="buy"]`, { color: colors.success });
globalStyle(`${history} [data-trade-type="sell"]`, { color: colors.error });

const priceInk = createVar();
const book = style([section]);

/** One side of the book: its prices are buttons that fill the forms, green for bids and red for asks. */
export const bookSide = styleVariants({
  buy: [book, { vars: { [priceInk]: colors.success } }],
  sell: [book, { vars: { [priceInk]: colors.error } }],
});

globalStyle(`${book} td > button`, {
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 500,
  color: priceInk,
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
});
globalStyle(`${book} td > button:hover`, { textDecoration: 'underline' });
globalStyle(`${book} td > button:focus-visible`, { outline: `2px solid ${colors.primary}`, outlineOffset: 2 });

export const chartBar = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: spacing(1) });

const toggles = style({ display: 'flex', gap: spacing(0.5) });

/** A row of toggle buttons; a hidden one keeps its room. */
export const toggleGroup = styleVariants({ shown: [toggles], hidden: [toggles, { visibility: 'hidden' }] });

export const chartBox = style({ marginTop: spacing(1) });

/** The candles' box: the still chart, and the interactive one drawn over it once a pointer wants it. */
export const chartStack = style({ position: 'relative', height: '100%' });

/** The interactive chart: hidden (but laid out, so it draws at its size) until it has drawn, then over the still one's place. */
export const chartLayer = styleVariants({
  drawing: { position: 'absolute', inset: 0, visibility: 'hidden' },
  shown: { position: 'absolute', inset: 0 },
});
