import type { NotifyEvent } from '@tdx/contracts';
import { emit } from '@tdx/event-bus';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useCallback, useState } from 'react';
import { ToastButton } from './toast-button';
import { TOAST_COLOURS, TOAST_DEFAULTS, TOAST_EXTRA_SPACING_PX, toastDuration } from './toast-options';
import { useToastRoot } from './toast-root';
import { useSinkDisplay, type Sink } from './toast-sink';
import { StackToggle, ToastStackProvider, useToastStack } from './toast-stack';
import { VisibleToasts } from './visible-toasts';
import * as styles from './toaster.css';

function ToastText({ title, description }: Pick<NotifyEvent, 'title' | 'description'>) {
  return (
    <div className={styles.text}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.description}>{description}</div>
    </div>
  );
}

const spacing = { padding: `${TOAST_EXTRA_SPACING_PX}px 0` };

function SinkBridge({ sink, visible }: { sink: Sink<NotifyEvent>; visible: VisibleToasts }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();

  const show = useCallback(
    (event: NotifyEvent) => {
      if (event.id !== undefined && visible.has(event.id)) return;
      const duration = toastDuration(event);
      const { onClickEvent } = event;
      const run = (snackKey: SnackbarKey) => {
        if (onClickEvent) emit(onClickEvent);
        closeSnackbar(snackKey);
      };
      // A toast with a click action runs it when clicked anywhere; its Open button is the keyboard's way.
      const key: SnackbarKey = enqueueSnackbar(<ToastText title={event.title} description={event.description} />, {
        key: event.id,
        preventDuplicate: event.id !== undefined,
        variant: event.variant,
        style: TOAST_COLOURS[event.variant],
        autoHideDuration: duration,
        persist: duration === null,
        SnackbarProps: onClickEvent ? { style: { ...spacing, cursor: 'pointer' }, onClick: () => run(key) } : { style: spacing },
        action: (snackKey) => (
          <>
            {onClickEvent && <ToastButton onPress={() => run(snackKey)}>Open</ToastButton>}
            <StackToggle snackKey={snackKey} />
            {duration === null && (
              <ToastButton aria-label="Dismiss" onPress={() => closeSnackbar(snackKey)}>
                ✕
              </ToastButton>
            )}
          </>
        ),
        onClose: (_event, _reason, closedKey) => visible.remove(closedKey ?? key),
      });
      visible.add(key).forEach((oldest) => closeSnackbar(oldest));
    },
    [visible, enqueueSnackbar, closeSnackbar],
  );
  useSinkDisplay(sink, show);
  return null;
}

/** The page's one SnackbarProvider (loaded with the first toast); plain elements and static styles, so no MUI or emotion comes with it. */
export default function Toaster({ sink }: { sink: Sink<NotifyEvent> }) {
  const root = useToastRoot();
  const [visible] = useState(() => new VisibleToasts());
  const { stack, folded } = useToastStack(visible);
  return (
    <ToastStackProvider value={stack}>
      <SnackbarProvider
        domRoot={root}
        classes={{ containerAnchorOriginBottomRight: folded ? `${styles.bottomRight} ${styles.folded}` : styles.bottomRight }}
        // Room for toasts still leaving; VisibleToasts keeps at most 5 on screen.
        maxSnack={TOAST_DEFAULTS.maxVisible * 2}
        autoHideDuration={TOAST_DEFAULTS.durationMs}
        transitionDuration={{ exit: TOAST_DEFAULTS.removalDelayMs }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <SinkBridge sink={sink} visible={visible} />
      </SnackbarProvider>
    </ToastStackProvider>
  );
}
