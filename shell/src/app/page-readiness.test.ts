import { waitFor } from '@testing-library/react';
import { afterOpenedPage, pageReadiness, PageReadiness, READY_TIMEOUT_MS, startAfterOpenedPage } from './page-readiness';

describe('PageReadiness', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a task at once when nothing holds the page', () => {
    const task = jest.fn();
    new PageReadiness().whenReady(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs waiting tasks once, when the last hold is released (a second release of one hold counts once)', () => {
    const readiness = new PageReadiness();
    const releaseRoute = readiness.hold();
    const releaseOther = readiness.hold();
    const task = jest.fn();
    readiness.whenReady(task);
    releaseRoute();
    releaseRoute();
    expect(task).not.toHaveBeenCalled();
    releaseOther();
    expect(task).toHaveBeenCalledTimes(1);
    readiness.hold()();
    jest.advanceTimersByTime(READY_TIMEOUT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a page that never becomes ready after READY_TIMEOUT_MS', () => {
    const readiness = new PageReadiness();
    readiness.hold();
    const task = jest.fn();
    readiness.whenReady(task);
    jest.advanceTimersByTime(READY_TIMEOUT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const readiness = new PageReadiness();
    const release = readiness.hold();
    const task = jest.fn();
    readiness.whenReady(task)();
    release();
    jest.advanceTimersByTime(READY_TIMEOUT_MS);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('afterOpenedPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task once the opened page is ready and the loaded page is idle, unless cancelled', () => {
    const release = pageReadiness.hold();
    const task = jest.fn();
    const cancelled = jest.fn();
    afterOpenedPage(task);
    const cancel = afterOpenedPage(cancelled);
    jest.advanceTimersByTime(READY_TIMEOUT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    release();
    cancel();
    jest.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('startAfterOpenedPage', () => {
  it('starts the loaded work after the opened page and stops it when asked', async () => {
    const release = pageReadiness.hold();
    const stopWork = jest.fn();
    const start = jest.fn(() => stopWork);
    const stop = startAfterOpenedPage(() => Promise.resolve(start));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    stop();
    expect(stopWork).toHaveBeenCalledTimes(1);
  });

  it('never starts work whose code arrives after it was stopped', async () => {
    let arrive: (start: () => () => void) => void = () => undefined;
    const start = jest.fn(() => () => undefined);
    const load = jest.fn(() => new Promise<() => () => void>((resolve) => (arrive = resolve)));
    const stop = startAfterOpenedPage(load);
    await waitFor(() => expect(load).toHaveBeenCalled());
    stop();
    arrive(start);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled();
  });
});
