/**
 * The data layer every area uses (a Module Federation singleton: one cache per page).
 * - Reads: `defineQuery({key, fetch, staleTime?, refetchInterval?})` once per request, `useData(definition, args)`
 *   in components (shared in-flight requests, a cache per key, polling paused in a hidden tab),
 *   `fetchData(definition, args)` outside React; `definePagedQuery` + `usePagedData` for reads served
 *   a page at a time (the history API), with `loadMore()`.
 * - Writes: `useBroadcast()` for one form's Keychain action; a confirmed action refreshes the
 *   reads it changed in every mounted area (`dataChanged`, through the event bus).
 */
export { defineQuery, fetchData, type QueryDefinition } from './define-query';
export { useData, type DataState } from './use-data';
export { definePagedQuery, mergePages, usePagedData, type PagedQueryDefinition, type PagedState } from './paged-query';
export { dataChanged, dataKeys } from './keys';
export { queryClient } from './query-client';
export { NOT_SIGNED_IN_TEXT, useBroadcast, type Broadcast, type BroadcastRequest, type BroadcastState } from './use-broadcast';
