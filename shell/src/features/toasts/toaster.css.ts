/** The toasts' static styles: their text and their corner, without MUI or emotion on the page. */
import { style } from '@vanilla-extract/css';
import { textStyle } from '@tdx/ui/styles';
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
