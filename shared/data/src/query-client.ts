import { QueryCache, QueryClient } from '@tanstack/react-query';
import { on } from '@tdx/event-bus';

/**
 * The page's one cache of reads, shared by every area (this package is a singleton). No retries:
 * the sidechain client already fails over across nodes, and a failed read shows its Retry.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => console.error(`Failed to load ${JSON.stringify(query.queryKey)}`, error),
  }),
  defaultOptions: { queries: { retry: false, staleTime: 0 } },
});

// A confirmed broadcast in any area refreshes the reads it changed in every mounted area.
on('data-changed').subscribe(({ keys }) => {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
});
