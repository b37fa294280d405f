import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

/** A read declared once: what it is called in the cache, how it is fetched, how long it stays fresh. */
export interface QueryDefinition<A, T> {
  /** The cache key for `args`; a broadcast's `invalidates` names a prefix of it (see `keys.ts`). */
  key: (args: A) => QueryKey;
  fetch: (args: A) => Promise<T>;
  /** Milliseconds an answer counts as fresh; by default every new reader asks again, showing the last answer meanwhile. */
  staleTime?: number;
  /** Asks again this often while the page is visible (paused in a hidden tab). */
  refetchInterval?: number;
}

export const defineQuery = <A, T>(definition: QueryDefinition<A, T>): QueryDefinition<A, T> => definition;

/** The query options of `definition` for `args`, as TanStack Query takes them. */
export function queryOptionsOf<A, T>(definition: QueryDefinition<A, T>, args: A) {
  return {
    queryKey: definition.key(args),
    queryFn: () => definition.fetch(args),
    staleTime: definition.staleTime,
    refetchInterval: definition.refetchInterval,
  };
}

/** The answer for `args` outside React (a fresh cached answer, a request in flight, or a new request). */
export function fetchData<A, T>(definition: QueryDefinition<A, T>, args: A): Promise<T> {
  return queryClient.fetchQuery(queryOptionsOf(definition, args));
}
