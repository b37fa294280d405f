import { SETTINGS_PATH, type OpenHiveSettings, type Settings } from '@tdx/contracts';
import type { RestClient } from './client';

/** The main API (auth, settings, OpenHive); generic `get`/`post` for everything else. */
export function createMainApi(client: RestClient) {
  return {
    ...client,
    getSettings: () => client.get<Settings>(SETTINGS_PATH),
    /** Admin only: replaces the given top-level keys; answers the whole settings object (401/403 `ApiError` otherwise). */
    updateSettings: (patch: Partial<Settings>) => client.put<Settings>(SETTINGS_PATH, patch),
    getOpenHiveSettings: () => client.get<OpenHiveSettings>('settings/openhive'),
    getOpenHiveMarket: <T = unknown>(query: Record<string, unknown>) => client.get<T>('openhive/market', query),
  };
}
