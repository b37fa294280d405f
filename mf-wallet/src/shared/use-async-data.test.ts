import { act, renderHook } from '@testing-library/react';
import { useAsyncData, type AsyncDataOptions } from './use-async-data';
import { refreshWallet } from './wallet-refresh';

interface Pending {
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A `load` whose answers the test gives by hand, in any order. */
function controlledLoad() {
  const calls: Pending[] = [];
  const load = jest.fn(() => new Promise<string>((resolve, reject) => calls.push({ resolve, reject })));
  return { load, calls };
}

function renderAsyncData(initialKey: string | null, load: () => Promise<string>, options?: AsyncDataOptions) {
  return renderHook(({ key }: { key: string | null }) => useAsyncData(key, load, options), { initialProps: { key: initialKey } });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('useAsyncData', () => {
  it('is loading until the answer comes, then gives the data', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderAsyncData('a', load);
    expect(result.current).toMatchObject({ data: undefined, loading: true, failed: false });
    await act(async () => calls[0].resolve('A'));
    expect(result.current).toMatchObject({ data: 'A', loading: false, failed: false, error: undefined });
  });

  it('loads nothing while the key is null', () => {
    const { load } = controlledLoad();
    const { result } = renderAsyncData(null, load);
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: undefined, loading: false, failed: false });
  });

  it('reports a failure with its error and logs it under the key', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderAsyncData('open orders of bob', load);
    const problem = new Error('down');
    await act(async () => calls[0].reject(problem));
    expect(result.current).toMatchObject({ data: undefined, loading: false, failed: true, error: problem });
    expect(consoleError).toHaveBeenCalledWith('Failed to load open orders of bob', problem);
  });

  it('keeps the data while a reload runs and after it fails, and clears the failure when asked again', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderAsyncData('a', load);
    await act(async () => calls[0].resolve('A'));
    act(() => result.current.reload());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ data: 'A', loading: true, failed: false });
    await act(async () => calls[1].reject(new Error('down')));
    expect(result.current).toMatchObject({ data: 'A', loading: false, failed: true });
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'A', loading: true, failed: false });
    await act(async () => calls[2].resolve('A2'));
    expect(result.current).toMatchObject({ data: 'A2', loading: false, failed: false });
  });

  it('starts afresh for a new key and drops the answer of the previous one', async () => {
    const { load, calls } = controlledLoad();
    const { result, rerender } = renderAsyncData('a', load);
    await act(async () => calls[0].resolve('A'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    rerender({ key: 'c' });
    await act(async () => calls[1].resolve('B, too late'));
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await act(async () => calls[2].resolve('C'));
    expect(result.current).toMatchObject({ data: 'C', loading: false });
  });

  it('drops the answer of a request a newer reload replaced', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderAsyncData('a', load);
    act(() => result.current.reload());
    await act(async () => calls[1].resolve('newer'));
    await act(async () => calls[0].resolve('older'));
    expect(result.current.data).toBe('newer');
  });

  it('ignores an answer that arrives after unmount', async () => {
    const { load, calls } = controlledLoad();
    const { unmount } = renderAsyncData('a', load);
    unmount();
    await act(async () => calls[0].reject(new Error('late')));
    await act(async () => calls[0].resolve('late'));
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('calls the load of the latest render', async () => {
    const first = jest.fn(() => Promise.resolve('first'));
    const second = jest.fn(() => Promise.resolve('second'));
    const { result, rerender } = renderHook(({ load }) => useAsyncData('a', load), { initialProps: { load: first } });
    await act(async () => undefined);
    rerender({ load: second });
    expect(second).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await act(async () => undefined);
    expect(result.current.data).toBe('second');
  });

  it('reloads on refreshWallet() only when asked to', async () => {
    const { load } = controlledLoad();
    renderAsyncData('a', load, { reloadOnWalletRefresh: true });
    const other = controlledLoad();
    renderAsyncData('a', other.load);
    act(() => refreshWallet());
    expect(load).toHaveBeenCalledTimes(2);
    expect(other.load).toHaveBeenCalledTimes(1);
  });
});
