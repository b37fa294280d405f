import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryOptionsOf, type QueryDefinition } from './define-query';
import { queryClient } from './query-client';

export interface DataState<T> {
  /** The last answer for the current arguments: kept while a reload runs and after a failed reload. */
  data: T | undefined;
  /** A request for the current arguments is on its way. */
  loading: boolean;
  /** The latest request for the current arguments failed (false again once a reload starts). */
  failed: boolean;
  /** What that failed request was rejected with (undefined unless `failed`). */
  error: unknown;
  /** Asks again now. */
  reload: () => void;
}

const IDLE_KEY = ['idle'];

/**
 * The answer of `definition` for `args`; nothing is read while `args` is null. Readers of the same
 * key share one request and one cached answer; new arguments start afresh (no answer of the
 * previous ones is shown).
 */
export function useData<A, T>(definition: QueryDefinition<A, T>, args: A | null): DataState<T> {
  const enabled = args !== null;
  const query = useQuery(
    enabled ? { ...queryOptionsOf(definition, args), enabled } : { queryKey: IDLE_KEY, queryFn: () => Promise.resolve(undefined as T), enabled },
    queryClient,
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const failed = query.isError && !query.isFetching;
  return { data: query.data, loading: enabled && query.isFetching, failed, error: failed ? query.error : undefined, reload };
}
