import { startVisiblePolling, type VisibilitySource } from './poller';

class FakeVisibility implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  private listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.delete(listener);
  }
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.listeners.forEach((listener) => listener());
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

describe('startVisiblePolling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const flush = () => jest.advanceTimersByTimeAsync(0);

  it('polls every interval while visible', async () => {
    const poll = jest.fn().mockResolvedValue(undefined);
    const stop = startVisiblePolling({ intervalMs: 1000, poll, visibility: new FakeVisibility() });
    expect(poll).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(3000);
    expect(poll).toHaveBeenCalledTimes(3);
    stop();
  });

  it('pauses while hidden and polls at once when visible again', async () => {
    const visibility = new FakeVisibility();
    const poll = jest.fn().mockResolvedValue(undefined);
    const stop = startVisiblePolling({ intervalMs: 1000, poll, visibility });
    visibility.set('hidden');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(poll).not.toHaveBeenCalled();
    visibility.set('visible');
    await flush();
    expect(poll).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never overlaps rounds and keeps going after a failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let finish: () => void = () => undefined;
    const poll = jest
      .fn()
      .mockRejectedValueOnce(new Error('node down'))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    const stop = startVisiblePolling({ intervalMs: 1000, poll, visibility: new FakeVisibility() });
    await jest.advanceTimersByTimeAsync(2000);
    expect(poll).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(2);
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops for good and lets go of the page', async () => {
    const visibility = new FakeVisibility();
    const poll = jest.fn().mockResolvedValue(undefined);
    const stop = startVisiblePolling({ intervalMs: 1000, poll, visibility });
    stop();
    visibility.set('visible');
    await jest.advanceTimersByTimeAsync(5000);
    expect(poll).not.toHaveBeenCalled();
    expect(visibility.listenerCount).toBe(0);
  });
});
