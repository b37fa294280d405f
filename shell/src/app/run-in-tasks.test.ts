import { runInTasks } from './run-in-tasks';

describe('runInTasks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs nothing in the calling task, then each step in order, awaiting those that return a promise', async () => {
    const ran: string[] = [];
    const slowSecond = () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          ran.push('second');
          resolve();
        }, 50),
      );
    const done = runInTasks([() => ran.push('first'), slowSecond, () => ran.push('third')]);
    await Promise.resolve();
    expect(ran).toEqual([]);
    await jest.runAllTimersAsync();
    await done;
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('lets work queued during a step run before the next step', async () => {
    const ran: string[] = [];
    const first = () => {
      ran.push('first');
      setTimeout(() => ran.push('queued meanwhile'), 0);
    };
    const done = runInTasks([first, () => ran.push('second')]);
    await jest.runAllTimersAsync();
    await done;
    expect(ran).toEqual(['first', 'queued meanwhile', 'second']);
  });

  it('stops at a step that fails', async () => {
    const later = jest.fn();
    const done = runInTasks([() => Promise.reject(new Error('no config')), later]);
    const outcome = expect(done).rejects.toThrow('no config');
    await jest.runAllTimersAsync();
    await outcome;
    expect(later).not.toHaveBeenCalled();
  });
});
