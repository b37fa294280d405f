import type { NotifyEvent } from '@tdx/contracts';
import { emit } from '@tdx/event-bus';
import { Box, Typography } from '@tdx/ui';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { TOAST_DEFAULTS, toastDuration } from './toast-options';
import { useToastRoot } from './toast-root';
import type { ToastSink } from './toast-sink';

function ToastText({ title, description }: Pick<NotifyEvent, 'title' | 'description'>) {
  return (
    <Box>
      {title && (
        <Typography component="div" variant="subtitle2">
          {title}
        </Typography>
      )}
      <Typography component="div" variant="body2">
        {description}
      </Typography>
    </Box>
  );
}

function SinkBridge({ sink }: { sink: ToastSink }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();

  useEffect(() => {
    const show = (event: NotifyEvent) => {
      const key = enqueueSnackbar(<ToastText title={event.title} description={event.description} />, {
        key: event.id,
        preventDuplicate: event.id !== undefined,
        variant: event.variant,
        autoHideDuration: toastDuration(event),
        persist: toastDuration(event) === null,
        SnackbarProps: event.onClickEvent
          ? {
              role: 'button',
              onClick: () => {
                if (event.onClickEvent) emit(event.onClickEvent);
                closeSnackbar(key);
              },
            }
          : undefined,
      });
    };
    sink.queued.splice(0).forEach(show);
    sink.show = show;
    return () => {
      sink.show = null;
    };
  }, [sink, enqueueSnackbar, closeSnackbar]);

  return null;
}

/** The page's one SnackbarProvider (loaded with the first toast). */
export default function Toaster({ sink }: { sink: ToastSink }) {
  const root = useToastRoot();
  return (
    <SnackbarProvider
      domRoot={root}
      maxSnack={TOAST_DEFAULTS.maxVisible}
      autoHideDuration={TOAST_DEFAULTS.durationMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <SinkBridge sink={sink} />
    </SnackbarProvider>
  );
}
