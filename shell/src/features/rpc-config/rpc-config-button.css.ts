import { style } from '@vanilla-extract/css';

// Over the page and the sticky header (900), under the toasts (990) and the modal stack (1000 and up).
const RPC_BUTTON_Z_INDEX = 980;

export const fixedCorner = style({ position: 'fixed', right: 16, bottom: 16, zIndex: RPC_BUTTON_Z_INDEX });
