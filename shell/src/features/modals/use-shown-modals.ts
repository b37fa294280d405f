import { useEffect, useRef, useState } from 'react';
import type { ModalEntry } from './modal-stack';
import { nextShownModals, type ShownModal } from './shown-modals';

/** How long a closed modal fades out (its opening fade takes about as long). */
export const MODAL_FADE_MS = 200;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The modals to render for the stack's `entries`: a modal that left the stack stays for
 * MODAL_FADE_MS, marked `exiting`, so it can fade out (not at all under reduced motion). The stack
 * itself has already announced closing and closed.
 */
export function useShownModals(entries: readonly ModalEntry[]): readonly ShownModal[] {
  const [state, setState] = useState(() => ({ entries, shown: nextShownModals([], entries, false) }));
  let { shown } = state;
  if (state.entries !== entries) {
    // Derived in render, so a closing modal never unmounts for a frame before it fades.
    shown = nextShownModals(state.shown, entries, !prefersReducedMotion());
    setState({ entries, shown });
  }

  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    for (const modal of shown) {
      const { key } = modal.entry;
      if (!modal.exiting || timers.current.has(key)) continue;
      const timer = setTimeout(() => {
        timers.current.delete(key);
        setState((current) => ({ ...current, shown: current.shown.filter((candidate) => candidate.entry.key !== key) }));
      }, MODAL_FADE_MS);
      timers.current.set(key, timer);
    }
  }, [shown]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return shown;
}
