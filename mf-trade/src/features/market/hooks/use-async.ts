import { afterNextPaint } from '@tdx/ui/scheduling';
import { useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * The result of `load` for the current `key`; reloads when the key changes or `attempt` moves.
 * Loads once the page has painted (afterNextPaint): the first render's paint does not wait for it.
 */
export function useAsync<T>(key: string, load: () => Promise<T>, attempt = 0): AsyncState<T> {
  const [state, setState] = useState<{ key: string; value: AsyncState<T> } | null>(null);
  const stateKey = `${key}#${attempt}`;
  useEffect(() => {
    let current = true;
    const cancel = afterNextPaint(() =>
      load().then(
        (value) => current && setState({ key: stateKey, value: { status: 'ready', value } }),
        (error: unknown) => {
          console.error(`Failed to load ${key}`, error);
          if (current) setState({ key: stateKey, value: { status: 'failed' } });
        },
      ),
    );
    return () => {
      current = false;
      cancel();
    };
    // `load` is keyed by `key`; a new closure for the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);
  return state?.key === stateKey ? state.value : { status: 'loading' };
}
