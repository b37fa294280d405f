import { ThemeProvider, type Theme } from '@tdx/ui/overlay';
import { lazy, Suspense, useCallback, type ComponentType, type LazyExoticComponent } from 'react';
import { withDialogFrame } from './dialog-frame';
import { closeReason, modalDefinition, modalStack, type ModalComponentProps, type ModalDefinition } from './modal-registry';
import { modalZIndex, type ModalEntry } from './modal-stack';
import { overlayKey, type ShownModal } from './shown-modals';
import { useShownModals } from './use-shown-modals';
import { useSwipeToClose } from './use-swipe-to-close';

type LazyModal = LazyExoticComponent<ComponentType<ModalComponentProps>>;

const components = new Map<string, LazyModal>();

function componentOf(definition: ModalDefinition): LazyModal {
  let component = components.get(definition.name);
  if (!component) {
    component = lazy(definition.load);
    components.set(definition.name, component);
  }
  return component;
}

interface ModalFrameProps extends ShownModal {
  top: boolean;
}

function ModalFrame({ entry, position, exiting, top }: ModalFrameProps) {
  const { key } = entry;
  const close = useCallback((_event?: unknown, reason?: unknown) => void modalStack.close(key, closeReason(reason)), [key]);
  const onEntered = useCallback(() => modalStack.opened(key), [key]);
  const swipe = useSwipeToClose(useCallback(() => void modalStack.close(key, 'swipe'), [key]));
  const theme = useCallback(
    (outer: Theme) => withDialogFrame(outer, { zIndex: modalZIndex(position), top, onEntered, swipe, exiting }),
    [position, top, onEntered, swipe, exiting],
  );
  const definition = modalDefinition(entry.name);
  if (!definition) return null;
  const Modal = componentOf(definition);
  return (
    <ThemeProvider theme={theme}>
      <Suspense fallback={null}>
        <Modal onClose={close} modalProps={entry.props} />
      </Suspense>
    </ThemeProvider>
  );
}

/** Every open modal, bottom to top, and those fading out (loaded with the first modal, with the dialog kit). */
export default function ModalLayer({ entries }: { entries: readonly ModalEntry[] }) {
  const shown = useShownModals(entries);
  const overlay = overlayKey(shown);
  return shown.map((modal) => <ModalFrame key={modal.entry.key} {...modal} top={modal.entry.key === overlay} />);
}
