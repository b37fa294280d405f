import { trapBackButton } from './back-button-trap';

const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

async function goBack(): Promise<void> {
  const done = popped();
  window.history.back();
  await done;
}

describe('trapBackButton', () => {
  beforeEach(() => {
    window.history.pushState(null, '', '/previous');
    window.history.pushState({ idx: 1 }, '', '/admin');
  });

  it('keeps Back on the page, tells it, and traps the next Back too', async () => {
    const onBack = jest.fn();
    const trap = trapBackButton(onBack);
    await goBack();
    expect(window.location.pathname).toBe('/admin');
    expect(onBack).toHaveBeenCalledTimes(1);
    await goBack();
    expect(window.location.pathname).toBe('/admin');
    expect(onBack).toHaveBeenCalledTimes(2);
    trap.release();
    await popped();
    await goBack();
    expect(window.location.pathname).toBe('/previous');
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('on release takes its entry away first, so leaving afterwards leaves no copy behind', async () => {
    const trap = trapBackButton(jest.fn());
    const left = new Promise<void>((resolve) =>
      trap.release(() => {
        window.history.pushState(null, '', '/wallet');
        resolve();
      }),
    );
    await left;
    await goBack();
    expect(window.location.pathname).toBe('/admin');
    expect(window.history.state).toEqual({ idx: 1 });
  });

  it('releases at once when its entry is no longer current', () => {
    const trap = trapBackButton(jest.fn());
    window.history.pushState(null, '', '/elsewhere');
    const then = jest.fn();
    trap.release(then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
