import { act, renderHook } from '@testing-library/react';
import { mockScreenWidth } from './screen-width.testing';
import { useWideScreen } from './use-wide-screen';

describe('useWideScreen', () => {
  afterEach(() => mockScreenWidth.restore());

  it('is true without matchMedia', () => {
    expect(renderHook(() => useWideScreen()).result.current).toBe(true);
  });

  it('follows the lg breakpoint as the window is resized', () => {
    const screen = mockScreenWidth(375);
    const { result } = renderHook(() => useWideScreen());
    expect(result.current).toBe(false);
    act(() => screen.resize(1200));
    expect(result.current).toBe(true);
    act(() => screen.resize(1199));
    expect(result.current).toBe(false);
  });
});
