import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { browserLaterTask, sendTurns } from './send-turns';

/** Until every promise callback queued so far has run. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Later tasks the test starts by hand, one at a time. */
function manualTasks() {
  const pending: (() => void)[] = [];
  return {
    laterTask: () => new Promise<void>((resolve) => pending.push(resolve)),
    runNextTask: async () => {
      pending.shift()?.();
      await settle();
    },
    pendingCount: () => pending.length,
  };
}

describe('sendTurns', () => {
  it('lets the first request of a task go at once and each further one in a later task of its own, in order', async () => {
    const tasks = manualTasks();
    const awaitTurn = sendTurns(tasks.laterTask);
    const sent: string[] = [];
    for (const name of ['metric', 'trades', 'buy book']) void awaitTurn().then(() => sent.push(name));
    await settle();
    expect(sent).toEqual(['metric']);
    await tasks.runNextTask();
    expect(sent).toEqual(['metric', 'trades']);
    await tasks.runNextTask();
    expect(sent).toEqual(['metric', 'trades', 'buy book']);
  });

  it('lets a request go at once again once the turns asked for have passed', async () => {
    const tasks = manualTasks();
    const awaitTurn = sendTurns(tasks.laterTask);
    await awaitTurn();
    const second = jest.fn();
    void awaitTurn().then(second);
    await tasks.runNextTask();
    expect(second).toHaveBeenCalled();
    while (tasks.pendingCount() > 0) await tasks.runNextTask();

    const third = jest.fn();
    void awaitTurn().then(third);
    await settle();
    expect(third).toHaveBeenCalled();
  });

  it('lets every request go at once where the page has no way to post a later task', async () => {
    const awaitTurn = sendTurns(undefined);
    const sent = jest.fn();
    void awaitTurn().then(sent);
    void awaitTurn().then(sent);
    await settle();
    expect(sent).toHaveBeenCalledTimes(2);
  });
});

describe('browserLaterTask', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    await browserLaterTask({ scheduler, MessageChannel: NodeMessageChannel as unknown as typeof MessageChannel })?.();
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  });

  it('falls back to a message channel (not held back in a hidden tab as timers are)', async () => {
    const laterTask = browserLaterTask({ MessageChannel: NodeMessageChannel as unknown as typeof MessageChannel });
    await expect(laterTask?.()).resolves.toBeUndefined();
  });

  it('has none without either', () => {
    expect(browserLaterTask({})).toBeUndefined();
  });
});
