import { blockTimeToSeconds } from './block-time';

it('reads a block time as UTC', () => {
  expect(blockTimeToSeconds('2026-01-02T03:04:05')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5) / 1000);
});
