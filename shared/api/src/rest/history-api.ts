import type { RestClient } from './client';

/** Query parameters are passed through unchanged (reference §19). */
export type HistoryParams = Record<string, string | number | undefined>;

/** The history API (plain JSON arrays, newest first). */
export function createHistoryApi(client: RestClient) {
  return {
    accountHistory: <T = Record<string, unknown>>(params: HistoryParams) => client.get<T[]>('accountHistory', params),
    marketHistory: <T = Record<string, unknown>>(params: HistoryParams) => client.get<T[]>('marketHistory', params),
    nftHistory: <T = Record<string, unknown>>(params: HistoryParams) => client.get<T[]>('nftHistory', params),
  };
}
