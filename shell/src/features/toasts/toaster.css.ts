/** The toasts' static styles: their text and their corner, without MUI or emotion on the page. */
import { globalStyle, style } from '@vanilla-extract/css';
import { screenUp, textStyle } from '@tdx/ui/styles';
import { TOAST_DEFAULTS } from './toast-options';

export const text = style({ overflowWrap: 'anywhere' });

export const title = style({ ...textStyle('subtitle2') });

export const description = style({ ...textStyle('body2') });

/**
 * notistack's bottom-right container, lifted above the fixed RPC Configuration button that shares
 * the corner, and under the modal manager's dialogs (z-index 1000 and up), so a toast never covers a
 * dialog's buttons. `!important` beats the library's own runtime styles, whatever their order.
 */
export const bottomRight = style({
  bottom: `${TOAST_DEFAULTS.bottomOffsetPx}px !important`,
  zIndex: `${TOAST_DEFAULTS.zIndex} !important`,
});

/** Below this width notistack stretches each toast across the screen: three cover most of a phone. */
const PHONE = '(max-width: 599.95px)';

/** The container while a phone folds the stack: only the newest toast (the last child) shows. */
export const folded = style({});

globalStyle(`${folded} > :not(:last-child)`, { '@media': { [PHONE]: { display: 'none' } } });

/** The newest toast's "+n more" / "Fewer": phones only (doubled to beat the button's own display). */
export const stackToggle = style({ '@media': { [screenUp('sm')]: { selectors: { '&&': { display: 'none' } } } } });
