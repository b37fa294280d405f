import { afterPageLoad } from './after-page-load';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('afterPageLoad', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    setReadyState('complete');
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('waits for the load event, then for an idle moment', () => {
    setReadyState('loading');
    const idleCallbacks: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(callback));
    const task = jest.fn();
    afterPageLoad(task);
    jest.advanceTimersByTime(1000);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a load event that does not come after 4 s', () => {
    setReadyState('loading');
    const task = jest.fn();
    afterPageLoad(task);
    jest.advanceTimersByTime(3999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs on the next timer when the page has loaded and requestIdleCallback is missing', () => {
    setReadyState('complete');
    const task = jest.fn();
    afterPageLoad(task);
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after the load event', () => {
    setReadyState('loading');
    const task = jest.fn();
    afterPageLoad(task)();
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    setReadyState('complete');
    const cancel = afterPageLoad(task);
    cancel();
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
