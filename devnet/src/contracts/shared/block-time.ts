import type { ContractApi } from '../../chain/contract-api';

export const SECONDS_PER_DAY = 86_400;
export const MS_PER_DAY = SECONDS_PER_DAY * 1000;

/** Hive block time in ms: contracts parse the zone-less timestamp as `${ts}.000Z` (UTC). */
export function blockTimeMs(api: ContractApi): number {
  return new Date(`${api.hiveBlockTimestamp}.000Z`).getTime();
}

export function blockTimeSeconds(api: ContractApi): number {
  return blockTimeMs(api) / 1000;
}
