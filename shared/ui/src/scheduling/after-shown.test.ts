import { afterShown, SHOWN_WAIT_MS } from './after-shown';

type Report = (entries: { identifier: string }[]) => void;

/** A PerformanceObserver that supports Element Timing; `report` delivers entries to the observers. */
function fakeElementTiming(): { report: Report; observed: () => PerformanceObserverInit[]; disconnected: () => number } {
  const callbacks = new Set<PerformanceObserverCallback>();
  const inits: PerformanceObserverInit[] = [];
  let disconnects = 0;
  class FakeObserver {
    static supportedEntryTypes = ['element', 'paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe(init: PerformanceObserverInit) {
      inits.push(init);
      callbacks.add(this.callback);
    }
    disconnect() {
      disconnects += 1;
      callbacks.delete(this.callback);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  return {
    report: (entries) => callbacks.forEach((callback) => callback({ getEntries: () => entries } as unknown as PerformanceObserverEntryList, {} as PerformanceObserver)),
    observed: () => inits,
    disconnected: () => disconnects,
  };
}

describe('afterShown', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    if (original) Object.defineProperty(window, 'PerformanceObserver', original);
    else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('runs the task in its own task once the element is reported shown, also when it was shown before (buffered)', () => {
    const timing = fakeElementTiming();
    const task = jest.fn();
    afterShown('heading', task);
    expect(timing.observed()).toEqual([{ type: 'element', buffered: true }]);
    timing.report([{ identifier: 'something else' }]);
    jest.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    timing.report([{ identifier: 'heading' }]);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    expect(timing.disconnected()).toBe(1);
    jest.advanceTimersByTime(SHOWN_WAIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than SHOWN_WAIT_MS for an element never shown', () => {
    fakeElementTiming();
    const task = jest.fn();
    afterShown('heading', task);
    jest.advanceTimersByTime(SHOWN_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    // Its own task: a zero timer set while timers fire is due a millisecond later (fake timers).
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the element was shown', () => {
    const timing = fakeElementTiming();
    const beforeShown = jest.fn();
    afterShown('heading', beforeShown)();
    const afterShownTask = jest.fn();
    const cancel = afterShown('heading', afterShownTask);
    timing.report([{ identifier: 'heading' }]);
    cancel();
    jest.advanceTimersByTime(SHOWN_WAIT_MS);
    expect(beforeShown).not.toHaveBeenCalled();
    expect(afterShownTask).not.toHaveBeenCalled();
  });

  it('waits for the next frame where the browser has no Element Timing', () => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const task = jest.fn();
    afterShown('heading', task);
    frames[0](0);
    frames[1](16);
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });
});
