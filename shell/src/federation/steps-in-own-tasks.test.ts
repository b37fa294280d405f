import { stepsInOwnTasks } from './steps-in-own-tasks';

type Hook = (args: object) => Promise<object>;
const hooks = stepsInOwnTasks as unknown as Record<'beforeInitContainer' | 'beforeLoadShare', Hook>;

afterEach(() => jest.useRealTimers());

describe.each(['beforeInitContainer', 'beforeLoadShare'] as const)('the %s step', (hook) => {
  it('goes on, unchanged, only in a task of its own', async () => {
    jest.useFakeTimers();
    const args = { pkgName: 'react' };
    const resumed = jest.fn();
    const step = hooks[hook](args).then(resumed);
    // Every promise callback already queued runs; no timer does.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(resumed).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    await step;
    expect(resumed).toHaveBeenCalledWith(args);
  });
});
