import { act, renderHook, waitFor } from '@testing-library/react';
import { defineQuery, fetchData } from './define-query';
import { dataChanged } from './keys';
import { queryClient } from './query-client';
import { useData } from './use-data';

interface Pending {
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A read whose answers the test gives by hand, in any order. */
function controlledRead() {
  const calls: Pending[] = [];
  const fetch = jest.fn((_account: string) => new Promise<string>((resolve, reject) => calls.push({ resolve, reject })));
  const definition = defineQuery({ key: (account: string) => ['account', account, 'orders'], fetch });
  return { definition, fetch, calls };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  queryClient.clear();
});

describe('useData', () => {
  it('is loading until the answer comes, then gives the data', async () => {
    const { definition, calls } = controlledRead();
    const { result } = renderHook(() => useData(definition, 'bob'));
    expect(result.current).toMatchObject({ data: undefined, loading: true, failed: false });
    await act(async () => calls[0].resolve('A'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'A', loading: false, failed: false, error: undefined }));
  });

  it('reads nothing while the arguments are null', () => {
    const { definition, fetch } = controlledRead();
    const { result } = renderHook(() => useData(definition, null));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: undefined, loading: false, failed: false });
  });

  it('shares one request between readers of one key', async () => {
    const { definition, fetch, calls } = controlledRead();
    const first = renderHook(() => useData(definition, 'bob'));
    const second = renderHook(() => useData(definition, 'bob'));
    await act(async () => calls[0].resolve('A'));
    await waitFor(() => expect(second.result.current.data).toBe('A'));
    expect(first.result.current.data).toBe('A');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports a failure with its error and logs it under the key', async () => {
    const { definition, calls } = controlledRead();
    const { result } = renderHook(() => useData(definition, 'bob'));
    const problem = new Error('down');
    await act(async () => calls[0].reject(problem));
    await waitFor(() => expect(result.current).toMatchObject({ data: undefined, loading: false, failed: true, error: problem }));
    expect(consoleError).toHaveBeenCalledWith('Failed to load ["account","bob","orders"]', problem);
  });

  it('keeps the data while a reload runs and after it fails, and clears the failure when asked again', async () => {
    const { definition, fetch, calls } = controlledRead();
    const { result } = renderHook(() => useData(definition, 'bob'));
    await act(async () => calls[0].resolve('A'));
    await waitFor(() => expect(result.current.data).toBe('A'));
    act(() => result.current.reload());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(result.current).toMatchObject({ data: 'A', loading: true, failed: false });
    await act(async () => calls[1].reject(new Error('down')));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'A', loading: false, failed: true }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ loading: true, failed: false }));
  });

  it('starts afresh for new arguments', async () => {
    const { definition, calls } = controlledRead();
    const { result, rerender } = renderHook(({ account }) => useData(definition, account), { initialProps: { account: 'bob' } });
    await act(async () => calls[0].resolve('bob orders'));
    await waitFor(() => expect(result.current.data).toBe('bob orders'));
    rerender({ account: 'carol' });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await act(async () => calls[1].resolve('carol orders'));
    await waitFor(() => expect(result.current.data).toBe('carol orders'));
  });

  it('reads again what a data-changed event names, and only that', async () => {
    const { definition, fetch, calls } = controlledRead();
    renderHook(() => useData(definition, 'bob'));
    renderHook(() => useData(definition, 'carol'));
    await act(async () => calls.forEach((call) => call.resolve('x')));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    act(() => dataChanged([['account', 'bob']]));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(fetch.mock.calls.map(([account]) => account)).toEqual(['bob', 'carol', 'bob']);
  });
});

describe('fetchData', () => {
  it('answers from the same cache as the hook', async () => {
    const fetch = jest.fn(async (symbol: string) => `${symbol} token`);
    const definition = defineQuery({ key: (symbol: string) => ['token', symbol], fetch, staleTime: 30_000 });
    await expect(fetchData(definition, 'BEE')).resolves.toBe('BEE token');
    const { result } = renderHook(() => useData(definition, 'BEE'));
    expect(result.current.data).toBe('BEE token');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
