import { inOwnTask } from './in-own-task';

describe('inOwnTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task later, not in the caller’s task', () => {
    const task = jest.fn();
    inOwnTask(task);
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const task = jest.fn();
    inOwnTask(task)();
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
