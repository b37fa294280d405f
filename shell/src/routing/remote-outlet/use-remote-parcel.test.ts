import { act, renderHook, waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { outletReducer } from './outlet-state';
import { useRemoteParcel, type ParcelLoader } from './use-remote-parcel';

const parcel: LifeCycles = {
  bootstrap: () => Promise.resolve(),
  mount: () => Promise.resolve(),
  unmount: () => Promise.resolve(),
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRemoteParcel', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('goes from loading to ready when the remote answers', async () => {
    const loader: ParcelLoader = { load: jest.fn().mockResolvedValue(parcel), evict: jest.fn() };
    const { result } = renderHook(() => useRemoteParcel('mf_wallet', loader));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(loader.load).toHaveBeenCalledWith('mf_wallet');
  });

  it('fails with a message naming the area, and Retry evicts then loads again', async () => {
    const loader: ParcelLoader = {
      load: jest.fn().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(parcel),
      evict: jest.fn(),
    };
    const { result } = renderHook(() => useRemoteParcel('mf_wallet', loader));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state).toMatchObject({ message: expect.stringContaining('Wallet area could not be loaded') });

    act(() => result.current.retry());
    expect(loader.evict).toHaveBeenCalledWith('mf_wallet');
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('turns a mount error into the failed state, and Retry loads a fresh parcel', async () => {
    const loader: ParcelLoader = { load: jest.fn().mockResolvedValue(parcel), evict: jest.fn() };
    const { result } = renderHook(() => useRemoteParcel('mf_trade', loader));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.mountFailed(new Error('boom')));
    expect(result.current.state).toMatchObject({ status: 'failed', message: expect.stringContaining('Trade area failed to start') });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', attempt: 1 }));
  });

  it('ignores a slow earlier attempt that settles after Retry', async () => {
    const first = deferred<LifeCycles>();
    const second = deferred<LifeCycles>();
    const loader: ParcelLoader = {
      load: jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise),
      evict: jest.fn(),
    };
    const { result } = renderHook(() => useRemoteParcel('mf_swap', loader));
    act(() => result.current.mountFailed(new Error('stuck')));
    act(() => result.current.retry());
    await act(async () => first.reject(new Error('late failure')));
    expect(result.current.state).toEqual({ status: 'loading', attempt: 1 });
    await act(async () => second.resolve(parcel));
    expect(result.current.state).toMatchObject({ status: 'ready', attempt: 1 });
  });
});

describe('outletReducer', () => {
  it('only retries from the failed state', () => {
    expect(outletReducer({ status: 'loading', attempt: 0 }, { type: 'retry' })).toEqual({ status: 'loading', attempt: 0 });
    expect(outletReducer({ status: 'failed', attempt: 2, message: 'x' }, { type: 'retry' })).toEqual({ status: 'loading', attempt: 3 });
  });
});
