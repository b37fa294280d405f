import { act, renderHook, waitFor } from '@testing-library/react';
import { dataChanged } from './keys';
import { definePagedQuery, mergePages, usePagedData } from './paged-query';
import { queryClient } from './query-client';

interface Row {
  id: string;
  at: number;
}
const row = (id: string, at: number): Row => ({ id, at });

describe('mergePages', () => {
  it('keeps each row once, newest first, equal times in the order received', () => {
    const pages = [[row('a', 30), row('b', 20)], [row('b', 20), row('c', 25), row('x', 5), row('y', 5)]];
    expect(mergePages(pages, (entry) => entry.id, (entry) => entry.at).map((entry) => entry.id)).toEqual(['a', 'c', 'b', 'x', 'y']);
  });

  it('keeps the order received without a sort key', () => {
    expect(mergePages([[row('b', 1)], [row('a', 2), row('b', 1)]], (entry) => entry.id).map((entry) => entry.id)).toEqual(['b', 'a']);
  });
});

describe('usePagedData', () => {
  const history: Row[] = [row('e', 50), row('d', 40), row('c', 30), row('b', 20), row('a', 10)];
  const fetchPage = jest.fn(async (account: string, offset: number) => (account === 'bob' ? history.slice(offset, offset + 2) : []));
  const definition = definePagedQuery({ key: (account: string) => ['account', account, 'history'], fetchPage, pageSize: 2, rowKey: (entry: Row) => entry.id, sortKey: (entry: Row) => entry.at });

  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    queryClient.clear();
    fetchPage.mockClear();
  });

  it('reads the first page, then each further page on demand, until a short page', async () => {
    const { result } = renderHook(() => usePagedData(definition, 'bob'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.rows.map((entry) => entry.id)).toEqual(['e', 'd']));
    expect(result.current).toMatchObject({ loading: false, hasMore: true });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.rows.map((entry) => entry.id)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(fetchPage.mock.calls.map(([, offset]) => offset)).toEqual([0, 2, 4]);
  });

  it('keeps the rows shown when a further page fails, and says so', async () => {
    const { result } = renderHook(() => usePagedData(definition, 'bob'));
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    fetchPage.mockRejectedValueOnce(new Error('down'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.rows).toHaveLength(2);
  });

  it('asks for the first page again after it failed', async () => {
    fetchPage.mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => usePagedData(definition, 'bob'));
    await waitFor(() => expect(result.current).toMatchObject({ failed: true, hasMore: true, rows: [] }));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.failed).toBe(false);
  });

  it('reads nothing without arguments', () => {
    const { result } = renderHook(() => usePagedData(definition, null));
    expect(fetchPage).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ rows: [], loading: false });
  });

  it('reads the pages again after an action of the account', async () => {
    const { result } = renderHook(() => usePagedData(definition, 'bob'));
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    act(() => dataChanged([['account', 'bob']]));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  });

  it('starts each further page after the last row’s key when the definition pages by key', async () => {
    const instances = [3, 7, 8, 15, 20].map((id) => ({ id }));
    const byKey = jest.fn(async (_symbol: string, after: number) => instances.filter((entry) => entry.id > after).slice(0, 2));
    const keyset = definePagedQuery({ key: (symbol: string) => ['nft', symbol], fetchPage: byKey, pageSize: 2, rowKey: (entry: { id: number }) => entry.id, nextPageParam: (last: { id: number }) => last.id });
    const { result } = renderHook(() => usePagedData(keyset, 'CARD'));
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.rows.map((entry) => entry.id)).toEqual([3, 7, 8, 15, 20]);
    expect(byKey.mock.calls.map(([, after]) => after)).toEqual([0, 7, 15]);
  });
});
