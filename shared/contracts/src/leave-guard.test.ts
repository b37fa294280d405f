import { guardLeaving, leavePage } from './leave-guard';

describe('leavePage', () => {
  it('leaves at once while no page holds unsaved work', () => {
    const leave = jest.fn();
    leavePage(leave);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('hands the leave to the guard, which runs it once the user confirms', () => {
    let held: (() => void) | undefined;
    const remove = guardLeaving((leave) => {
      held = leave;
      return true;
    });
    const leave = jest.fn();
    leavePage(leave);
    expect(leave).not.toHaveBeenCalled();
    held?.();
    expect(leave).toHaveBeenCalledTimes(1);
    remove();
    leavePage(leave);
    expect(leave).toHaveBeenCalledTimes(2);
  });

  it('leaves at once when the guard lets it', () => {
    const remove = guardLeaving(() => false);
    const leave = jest.fn();
    leavePage(leave);
    expect(leave).toHaveBeenCalledTimes(1);
    remove();
  });

  it('keeps the newer guard when an older one is removed late', () => {
    const removeOld = guardLeaving(() => true);
    const removeNew = guardLeaving(() => true);
    removeOld();
    const leave = jest.fn();
    leavePage(leave);
    expect(leave).not.toHaveBeenCalled();
    removeNew();
  });
});
