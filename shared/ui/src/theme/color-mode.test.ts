import {
  currentColorMode,
  forceColorMode,
  resolveColorMode,
  setColorModePreference,
  colorMode$,
  type ColorMode,
} from './color-mode';

describe('resolveColorMode', () => {
  it('follows the device on system', () => {
    expect(resolveColorMode('system', true, null)).toBe('dark');
    expect(resolveColorMode('system', false, null)).toBe('light');
  });

  it('keeps an explicit preference whatever the device says', () => {
    expect(resolveColorMode('light', true, null)).toBe('light');
    expect(resolveColorMode('dark', false, null)).toBe('dark');
  });

  it('lets a page force a mode over the preference', () => {
    expect(resolveColorMode('light', false, 'dark')).toBe('dark');
    expect(resolveColorMode('system', true, 'light')).toBe('light');
  });
});

describe('colour mode store', () => {
  afterEach(() => setColorModePreference('system'));

  it('remembers the preference and publishes the resolved mode', () => {
    const seen: ColorMode[] = [];
    const subscription = colorMode$.subscribe((mode) => seen.push(mode));
    setColorModePreference('dark');
    expect(localStorage.getItem('color-mode')).toBe('dark');
    expect(currentColorMode()).toBe('dark');
    setColorModePreference('light');
    subscription.unsubscribe();
    expect(seen).toEqual(['light', 'dark', 'light']);
  });

  it('marks the page with the resolved mode, for the static stylesheets', () => {
    setColorModePreference('dark');
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'dark');
    setColorModePreference('light');
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'light');
  });

  it('restores the preference when the forcing page leaves', () => {
    setColorModePreference('light');
    const release = forceColorMode('dark');
    expect(currentColorMode()).toBe('dark');
    release();
    expect(currentColorMode()).toBe('light');
  });
});

describe('colour mode at start-up', () => {
  const freshModule = () => {
    let module: typeof import('./color-mode') | undefined;
    jest.isolateModules(() => {
      module = jest.requireActual<typeof import('./color-mode')>('./color-mode');
    });
    return module!;
  };

  function fakeDeviceScheme(dark: boolean) {
    const listeners: Array<(event: { matches: boolean }) => void> = [];
    window.matchMedia = (query: string) =>
      ({ matches: dark, media: query, addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener) }) as unknown as MediaQueryList;
    return { change: (next: boolean) => listeners.forEach((listener) => listener({ matches: next })) };
  }

  afterEach(() => {
    localStorage.clear();
    delete (window as Partial<Window>).matchMedia;
  });

  it('takes back the preference saved before the reload', () => {
    freshModule().setColorModePreference('dark');
    const reloaded = freshModule();
    expect(reloaded.currentColorModePreference()).toBe('dark');
    expect(reloaded.currentColorMode()).toBe('dark');
  });

  it('falls back to system for a missing or unknown saved value', () => {
    localStorage.setItem('color-mode', 'purple');
    expect(freshModule().currentColorModePreference()).toBe('system');
  });

  it('on system, follows the device preference as it changes', () => {
    const device = fakeDeviceScheme(true);
    const colorMode = freshModule();
    expect(colorMode.currentColorMode()).toBe('dark');
    device.change(false);
    expect(colorMode.currentColorMode()).toBe('light');
    colorMode.setColorModePreference('dark');
    device.change(false);
    expect(colorMode.currentColorMode()).toBe('dark');
  });
});
