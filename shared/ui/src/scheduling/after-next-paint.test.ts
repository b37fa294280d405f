import { afterNextPaint, HIDDEN_TAB_WAIT_MS } from './after-next-paint';

describe('afterNextPaint', () => {
  const frames: FrameRequestCallback[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    frames.length = 0;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs the task in its own task once the next frame has been shown (the frame after it starts), once', () => {
    const task = jest.fn();
    afterNextPaint(task);
    jest.advanceTimersByTime(HIDDEN_TAB_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    frames[0](0);
    jest.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    frames[1](16);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(HIDDEN_TAB_WAIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after a short wait when no frame comes (a hidden tab)', () => {
    const task = jest.fn();
    afterNextPaint(task);
    jest.advanceTimersByTime(HIDDEN_TAB_WAIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
    expect(window.cancelAnimationFrame).toHaveBeenCalled();
  });

  it('runs nothing once cancelled', () => {
    const task = jest.fn();
    const cancel = afterNextPaint(task);
    cancel();
    frames[0]?.(0);
    jest.advanceTimersByTime(HIDDEN_TAB_WAIT_MS);
    expect(task).not.toHaveBeenCalled();
  });
});
