import type { NotificationEvent } from '@tdx/contracts';
import { Box } from '@tdx/ui';
import { Alert, AlertTitle } from '@tdx/ui/extra';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { NOTIFICATION_DEFAULTS, notificationList, type NotificationItem } from './notification-list';
import { useSinkDisplay, type Sink } from './toast-sink';

function Notification({ item, onLeave, onRemove }: { item: NotificationItem; onLeave: () => void; onRemove: () => void }) {
  const { title, text, variant, duration = NOTIFICATION_DEFAULTS.durationMs, speed = NOTIFICATION_DEFAULTS.speedMs } = item.options;
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    const timer = setTimeout(onLeave, speed + duration);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [speed, duration, onLeave]);

  useEffect(() => {
    if (!item.leaving) return;
    const timer = setTimeout(onRemove, speed);
    return () => clearTimeout(timer);
  }, [item.leaving, speed, onRemove]);

  const shown = entered && !item.leaving;
  return (
    <Alert
      severity={variant}
      variant="filled"
      role="status"
      onClose={onLeave}
      sx={{
        pointerEvents: 'auto',
        overflowWrap: 'anywhere',
        opacity: shown ? 1 : 0,
        transform: shown ? 'none' : 'translateX(24px)',
        transition: `opacity ${speed}ms ease, transform ${speed}ms ease`,
      }}
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {text}
    </Alert>
  );
}

/** The notification area near the top right (loaded with the first notification). */
export default function NotificationArea({ sink }: { sink: Sink<NotificationEvent> }) {
  const [items, dispatch] = useReducer(notificationList, []);
  const nextKey = useRef(1);
  useSinkDisplay(
    sink,
    useCallback((options: NotificationEvent) => dispatch({ type: 'add', key: nextKey.current++, options }), []),
  );

  const leave = useCallback((key: number) => dispatch({ type: 'leave', key }), []);
  const remove = useCallback((key: number) => dispatch({ type: 'remove', key }), []);

  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: 16,
        right: 16,
        zIndex: 'snackbar',
        width: NOTIFICATION_DEFAULTS.widthPx,
        maxWidth: 'calc(100vw - 32px)',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {items.map((item) => (
        <NotificationSlot key={item.key} item={item} onLeave={leave} onRemove={remove} />
      ))}
    </Box>
  );
}

function NotificationSlot({ item, onLeave, onRemove }: { item: NotificationItem; onLeave: (key: number) => void; onRemove: (key: number) => void }) {
  const leave = useCallback(() => onLeave(item.key), [onLeave, item.key]);
  const remove = useCallback(() => onRemove(item.key), [onRemove, item.key]);
  return <Notification item={item} onLeave={leave} onRemove={remove} />;
}
