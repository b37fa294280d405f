import type { Theme } from '@tdx/ui/overlay';
import { MODAL_FADE_MS } from './use-shown-modals';
import type { SwipeHandlers } from './use-swipe-to-close';

export interface DialogFrame {
  zIndex: number;
  /** Only the topmost modal shows its overlay. */
  top: boolean;
  onEntered: () => void;
  swipe: SwipeHandlers;
  /** Closed and fading out: no longer focusable, clickable or announced. */
  exiting: boolean;
}

const FADING_OUT = { opacity: 0, transition: `opacity ${MODAL_FADE_MS}ms ease-in`, pointerEvents: 'none' } as const;

/**
 * The theme a modal renders under: its Dialog's defaults carry the frame the stack decides, so a
 * modal stays a plain `<Dialog open onClose>` and knows nothing of its neighbours. Props the modal
 * sets itself win over these defaults (slot props merge key by key).
 */
export function withDialogFrame(outer: Theme, frame: DialogFrame): Theme {
  const dialog = outer.components?.MuiDialog;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiDialog: {
        ...dialog,
        defaultProps: {
          ...dialog?.defaultProps,
          hideBackdrop: !frame.top,
          disableEnforceFocus: frame.exiting,
          slotProps: {
            root: frame.exiting
              ? { style: { zIndex: frame.zIndex, ...FADING_OUT }, 'aria-hidden': true, inert: true }
              : { style: { zIndex: frame.zIndex } },
            transition: { onEntered: frame.onEntered },
            paper: { ...frame.swipe },
          },
        },
      },
    },
  };
}
