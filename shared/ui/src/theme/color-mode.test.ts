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

  it('restores the preference when the forcing page leaves', () => {
    setColorModePreference('light');
    const release = forceColorMode('dark');
    expect(currentColorMode()).toBe('dark');
    release();
    expect(currentColorMode()).toBe('light');
  });
});
