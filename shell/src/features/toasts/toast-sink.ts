import { Observable, type Subscription } from 'rxjs';
import { startTransition, useEffect, useRef, useState } from 'react';

/** Hand-over point between an always-present host and the lazily loaded component that shows items. */
export interface Sink<T> {
  queued: T[];
  show: ((item: T) => void) | null;
}

/**
 * `source` collected from this call on: what it emits before the first subscriber (a toast asked
 * for while the page starts, before the host's first render) is handed to that subscriber first.
 */
export function collectedFromNow<T>(source: Observable<T>): Observable<T> {
  const early: T[] = [];
  let collecting: Subscription | undefined = source.subscribe((item) => early.push(item));
  return new Observable<T>((subscriber) => {
    collecting?.unsubscribe();
    collecting = undefined;
    early.splice(0).forEach((item) => subscriber.next(item));
    return source.subscribe(subscriber);
  });
}

/**
 * Collects items from `source` from the first render; `active` turns true with the first, when the
 * host loads its display, which then takes the queue and every later item (`useSinkDisplay`).
 */
export function useBusSink<T>(source: Observable<T>): { active: boolean; sink: Sink<T> } {
  const [active, setActive] = useState(false);
  const sink = useRef<Sink<T>>({ queued: [], show: null });

  useEffect(() => {
    const subscription = source.subscribe((item) => {
      if (sink.current.show) sink.current.show(item);
      else sink.current.queued.push(item);
      // The display's first render (its code, then the queued items) is a transition, rendered in slices.
      startTransition(() => setActive(true));
    });
    return () => subscription.unsubscribe();
  }, [source]);

  return { active, sink: sink.current };
}

/** The display's side: shows what was queued, then each new item as it comes. */
export function useSinkDisplay<T>(sink: Sink<T>, show: (item: T) => void): void {
  useEffect(() => {
    const queued = sink.queued.splice(0);
    if (queued.length > 0) startTransition(() => queued.forEach(show));
    sink.show = show;
    return () => {
      sink.show = null;
    };
  }, [sink, show]);
}
