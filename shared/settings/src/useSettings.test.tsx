import { act, renderHook } from '@testing-library/react';
import type { Settings } from '@tdx/contracts';
import { markSettingsSettled, setHivePrice, setSettings } from './store';
import { useSettings } from './useSettings';

describe('useSettings', () => {
  it('re-renders with new settings, price and the end of the first settings fetch', () => {
    const { result } = renderHook(() => useSettings());
    expect(result.current).toEqual({ settings: null, hivePrice: null, settingsSettled: false });
    const settings = { native_token: 'BEE' } as Settings;
    act(() => {
      setSettings(settings);
      setHivePrice(0.3);
      markSettingsSettled();
    });
    expect(result.current).toEqual({ settings, hivePrice: 0.3, settingsSettled: true });
  });
});
