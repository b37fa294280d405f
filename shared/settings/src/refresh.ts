import { mainApi, priceApi } from '@tdx/api/core';
import { setHivePrice, setSettings } from './store';

export const SETTINGS_REFRESH_MS = 900_000;

async function refreshSettings(): Promise<void> {
  try {
    setSettings(await mainApi.getSettings());
  } catch (error) {
    console.error('Failed to fetch settings', error);
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
