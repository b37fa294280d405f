import { useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` whenever `key` changes and keeps the answer for that key only. `load` must read
 * nothing but what `key` identifies (it is not a dependency).
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): LoadState<T> {
  const [state, setState] = useState<{ key: string; value: LoadState<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (value) => current && setState({ key, value: { status: 'loaded', value } }),
      (error: unknown) => current && setState({ key, value: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state !== null && state.key === key ? state.value : { status: 'loading' };
}
