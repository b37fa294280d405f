import { useMemo, useRef, type TouchEvent } from 'react';
import { swipeCloses } from './swipe';

export interface SwipeHandlers {
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
}

const performanceNow = () => performance.now();

/** Touch handlers for a modal's surface: a downward swipe long or quick enough calls `onSwipe`. */
export function useSwipeToClose(onSwipe: () => void, now: () => number = performanceNow): SwipeHandlers {
  const start = useRef<{ y: number; at: number } | null>(null);
  return useMemo(
    () => ({
      onTouchStart: (event) => {
        const touch = event.touches[0];
        start.current = touch && event.touches.length === 1 ? { y: touch.clientY, at: now() } : null;
      },
      onTouchEnd: (event) => {
        const touch = event.changedTouches[0];
        const began = start.current;
        start.current = null;
        if (!began || !touch) return;
        const swipe = { distance: touch.clientY - began.y, size: event.currentTarget.offsetHeight, durationMs: now() - began.at };
        if (swipeCloses(swipe)) onSwipe();
      },
    }),
    [onSwipe, now],
  );
}
