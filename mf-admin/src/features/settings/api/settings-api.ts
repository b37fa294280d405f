import { mainApi } from '@tdx/api';
import type { Settings } from '@tdx/contracts';
import { refreshSettingsAndPrice } from '@tdx/settings';

/** The settings as the main API has them now (not the page's periodically refreshed copy). */
export const loadSettings = (): Promise<Settings> => mainApi.getSettings();

/**
 * Saves `patch` (admin only) and answers the saved settings. This tab's settings are refreshed at
 * once, so the admin sees the effect without waiting for the 900 s refresh other tabs wait for.
 */
export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const saved = await mainApi.updateSettings(patch);
  void refreshSettingsAndPrice();
  return saved;
}
