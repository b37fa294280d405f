import { act, renderHook } from '@testing-library/react';
import type { Settings } from '@tdx/contracts';
import { setHivePrice, setSettings } from './store';
import { useSettings } from './useSettings';

describe('useSettings', () => {
  it('re-renders with new settings and price', () => {
    const { result } = renderHook(() => useSettings());
    expect(result.current).toEqual({ settings: null, hivePrice: null });
    const settings = { native_token: 'BEE' } as Settings;
    act(() => {
      setSettings(settings);
      setHivePrice(0.3);
    });
    expect(result.current).toEqual({ settings, hivePrice: 0.3 });
  });
});
