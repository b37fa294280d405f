import { emit } from '@tdx/event-bus';

/**
 * When the connection comes back, every area reads its data again: a `data-changed` event for the
 * empty key prefix, which `@tdx/data` invalidates in every query (what failed or went stale offline).
 * Through the bus, so the first page does not load the data layer for it.
 */
export function refreshOnReconnect(): void {
  window.addEventListener('online', () => emit({ type: 'data-changed', keys: [[]] }));
}
