import { act, renderHook } from '@testing-library/react';
import { useWhenIdle } from './use-when-idle';

describe('useWhenIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('turns true only when the browser reports an idle moment', () => {
    let runIdle: () => void = () => undefined;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      runIdle = () => callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    window.cancelIdleCallback = jest.fn();
    const { result } = renderHook(() => useWhenIdle());
    expect(result.current).toBe(false);
    act(() => runIdle());
    expect(result.current).toBe(true);
  });

  it('cancels the wait when unmounted before', () => {
    window.requestIdleCallback = jest.fn(() => 7);
    window.cancelIdleCallback = jest.fn();
    const { unmount } = renderHook(() => useWhenIdle());
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer without requestIdleCallback', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useWhenIdle());
    expect(result.current).toBe(false);
    act(() => jest.runAllTimers());
    expect(result.current).toBe(true);
    jest.useRealTimers();
  });

  it('waits for the schedule it is given and cancels it when unmounted', () => {
    let run: () => void = () => undefined;
    const cancel = jest.fn();
    const schedule = jest.fn((task: () => void) => {
      run = task;
      return cancel;
    });
    const { result, unmount } = renderHook(() => useWhenIdle(schedule));
    expect(result.current).toBe(false);
    act(() => run());
    expect(result.current).toBe(true);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
