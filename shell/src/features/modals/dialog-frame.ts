import type { Theme } from '@tdx/ui/overlay';
import type { SwipeHandlers } from './use-swipe-to-close';

export interface DialogFrame {
  zIndex: number;
  /** Only the topmost modal shows its overlay. */
  top: boolean;
  onEntered: () => void;
  swipe: SwipeHandlers;
}

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
          slotProps: {
            root: { style: { zIndex: frame.zIndex } },
            transition: { onEntered: frame.onEntered },
            paper: { ...frame.swipe },
          },
        },
      },
    },
  };
}
