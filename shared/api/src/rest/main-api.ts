import type { OpenHiveSettings, Settings } from '@tdx/contracts';
import type { RestClient } from './client';

/** The main API (auth, settings, OpenHive); generic `get`/`post` for everything else. */
export function createMainApi(client: RestClient) {
  return {
    ...client,
    getSettings: () => client.get<Settings>('settings'),
    getOpenHiveSettings: () => client.get<OpenHiveSettings>('settings/openhive'),
    getOpenHiveMarket: <T = unknown>(query: Record<string, unknown>) => client.get<T>('openhive/market', query),
  };
}
