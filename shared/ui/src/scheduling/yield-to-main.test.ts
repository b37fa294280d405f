import { yieldToMain } from './yield-to-main';

type WithScheduler = { scheduler?: { yield: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as WithScheduler).scheduler;
  jest.useRealTimers();
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as WithScheduler).scheduler = { yield: yielded };
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes only after a timer task', async () => {
    jest.useFakeTimers();
    const resumed = jest.fn();
    const waiting = yieldToMain().then(resumed);
    await Promise.resolve();
    expect(resumed).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    await waiting;
    expect(resumed).toHaveBeenCalledTimes(1);
  });
});
