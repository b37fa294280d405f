import type { SnackbarKey } from 'notistack';
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { ToastButton } from './toast-button';
import * as styles from './toaster.css';
import type { VisibleToasts } from './visible-toasts';

interface ToastStack {
  /** The toasts on screen, oldest first. */
  keys: readonly SnackbarKey[];
  /** A phone shows every toast, not only the newest. */
  expanded: boolean;
  toggle: () => void;
}

const ToastStackContext = createContext<ToastStack | null>(null);

export const ToastStackProvider = ToastStackContext.Provider;

/** The stack of visible toasts and whether a phone folds it into the newest (`folded`). */
export function useToastStack(visible: VisibleToasts): { stack: ToastStack; folded: boolean } {
  const keys = useSyncExternalStore(visible.subscribe, visible.snapshot);
  const [expanded, setExpanded] = useState(false);
  // Down to one toast, the stack folds again for the next ones.
  if (expanded && keys.length < 2) setExpanded(false);
  const toggle = useCallback(() => setExpanded((current) => !current), []);
  const stack = useMemo(() => ({ keys, expanded, toggle }), [keys, expanded, toggle]);
  return { stack, folded: keys.length > 1 && !expanded };
}

/** On the newest toast, on a phone: "+n more" shows the toasts folded behind it, "Fewer" folds them again. */
export function StackToggle({ snackKey }: { snackKey: SnackbarKey }) {
  const stack = useContext(ToastStackContext);
  if (!stack || stack.keys.length < 2 || stack.keys[stack.keys.length - 1] !== snackKey) return null;
  return (
    <ToastButton className={styles.stackToggle} aria-expanded={stack.expanded} onPress={stack.toggle}>
      {stack.expanded ? 'Fewer' : `+${stack.keys.length - 1} more`}
    </ToastButton>
  );
}
