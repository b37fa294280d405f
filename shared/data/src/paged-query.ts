import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryClient } from './query-client';

/** A read served a page at a time, by offset (the history API) or after the last row (keyset), declared once. */
export interface PagedQueryDefinition<A, Row> {
  key: (args: A) => QueryKey;
  /**
   * The page starting at `offset` rows (rows received so far, repeats included); with
   * `nextPageParam`, the page after the value it gave for the last row (0 for the first page).
   */
  fetchPage: (args: A, offset: number) => Promise<Row[]>;
  /** Keyset paging: what the next page starts after, from the last row of the last page (e.g. its `_id`). */
  nextPageParam?: (lastRow: Row) => number;
  /** A page shorter than this is the last one. */
  pageSize: number;
  /** Each row's identity: a row a later page repeats (new rows shifted the pages) is shown once. */
  rowKey: (row: Row) => string | number;
  /** Rows are shown by this, largest first (a timestamp: newest first); equal ones keep the order received. */
  sortKey?: (row: Row) => number;
}

export const definePagedQuery = <A, Row>(definition: PagedQueryDefinition<A, Row>): PagedQueryDefinition<A, Row> => definition;

export interface PagedState<Row> {
  /** Every row of the pages received, each once, in order. */
  rows: Row[];
  /** The first page is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The last request failed (rows already shown stay). */
  failed: boolean;
  /** False once a page came back shorter than the page size. */
  hasMore: boolean;
  /** The next page, or the first again after it failed. */
  loadMore: () => void;
}

/** The rows of `pages`, each once (its first appearance), ordered by `sortKey` when given. */
export function mergePages<Row>(pages: readonly (readonly Row[])[], rowKey: (row: Row) => string | number, sortKey?: (row: Row) => number): Row[] {
  const seen = new Set<string | number>();
  const rows = pages.flat().filter((row) => {
    const key = rowKey(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (!sortKey) return rows;
  return rows
    .map((row, index) => ({ row, index, sort: sortKey(row) }))
    .sort((a, b) => b.sort - a.sort || a.index - b.index)
    .map(({ row }) => row);
}

const IDLE_KEY = ['idle-pages'];

/** The pages of `definition` for `args` (nothing while null): the first at once, the next on `loadMore()`. */
export function usePagedData<A, Row>(definition: PagedQueryDefinition<A, Row>, args: A | null): PagedState<Row> {
  const enabled = args !== null;
  const query = useInfiniteQuery(
    {
      queryKey: enabled ? definition.key(args) : IDLE_KEY,
      queryFn: ({ pageParam }) => (enabled ? definition.fetchPage(args, pageParam) : Promise.resolve([])),
      initialPageParam: 0,
      getNextPageParam: (lastPage, _pages, lastParam) => {
        if (lastPage.length < definition.pageSize) return undefined;
        return definition.nextPageParam ? definition.nextPageParam(lastPage[lastPage.length - 1]) : lastParam + lastPage.length;
      },
      enabled,
    },
    queryClient,
  );
  const { data, fetchNextPage, isFetchingNextPage, refetch } = query;
  const rows = useMemo(() => mergePages(data?.pages ?? [], definition.rowKey, definition.sortKey), [data, definition]);
  // Until a first page arrived (it failed), asking for more asks for the first page again.
  const loadMore = useCallback(() => {
    if (!data) void refetch();
    else if (!isFetchingNextPage) void fetchNextPage();
  }, [data, fetchNextPage, isFetchingNextPage, refetch]);
  return {
    rows,
    loading: enabled && query.isPending,
    loadingMore: isFetchingNextPage,
    failed: query.isError && !query.isFetching,
    hasMore: data ? query.hasNextPage : true,
    loadMore,
  };
}
