import type { ContractApi } from '../../chain/contract-api';
import { blockTimeMs, blockTimeSeconds, MS_PER_DAY } from './block-time';

describe('block time', () => {
  const api = { hiveBlockTimestamp: '2026-01-02T03:04:05' } as ContractApi;

  it('reads the zone-less Hive timestamp as UTC', () => {
    expect(blockTimeMs(api)).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(blockTimeSeconds(api)).toBe(Date.UTC(2026, 0, 2, 3, 4, 5) / 1000);
  });

  it('counts a day in ms', () => {
    expect(MS_PER_DAY).toBe(24 * 3600 * 1000);
  });
});
