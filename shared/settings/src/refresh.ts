import { mainApi, priceApi } from '@tdx/api/core';
import { checkSettings } from './settings-schema';
import { markSettingsSettled, setHivePrice, setSettings } from './store';

export const SETTINGS_REFRESH_MS = 900_000;

let requestsStarted = 0;
let newestApplied = 0;

/**
 * Every call fetches (none is skipped while another is in flight); an answer older than the one
 * already applied is dropped, so a slow earlier request never undoes a newer setting.
 */
async function refreshSettings(): Promise<void> {
  const request = ++requestsStarted;
  try {
    const checked = checkSettings(await mainApi.getSettings());
    if (!checked) throw new Error('The settings answer is not an object');
    if (checked.problems.length > 0) console.error(`Malformed settings fields:\n${checked.problems.join('\n')}`);
    if (request > newestApplied) {
      newestApplied = request;
      setSettings(checked.settings);
    }
  } catch (error) {
    console.error('Failed to fetch settings', error);
  } finally {
    markSettingsSettled();
  }
}

async function refreshHivePrice(): Promise<void> {
  try {
    setHivePrice(await priceApi.getHivePrice());
  } catch (error) {
    console.error('Failed to fetch Hive price', error);
  }
}

/** Fetches everything once; failures are logged, nothing is shown. */
export function refreshSettingsAndPrice(): Promise<void> {
  return Promise.all([refreshSettings(), refreshHivePrice()]).then(() => undefined);
}

/**
 * Fetches settings and the HIVE price now and every 900 s (needs the runtime config).
 * Returns the stop function. The first fetch's promise is `ready`.
 */
export function startSettingsRefresh(): { ready: Promise<void>; stop: () => void } {
  const timer = setInterval(() => void refreshSettingsAndPrice(), SETTINGS_REFRESH_MS);
  return { ready: refreshSettingsAndPrice(), stop: () => clearInterval(timer) };
}
