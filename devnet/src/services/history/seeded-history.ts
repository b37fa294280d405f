import type { Devnet } from '../../devnet';
import type { HistoryEntry } from './history-types';

/** History of the time before the devnet started that no chain transaction records (e.g. seeded pool swaps). */
export const SEEDED_HISTORY_STATE_KEY = 'seeded-history';

interface SeededHistory {
  rows: HistoryEntry[];
}

/** The seeded state bag (see `SeedData.serviceState`). */
export function seededHistoryState(rows: readonly HistoryEntry[]): Record<string, SeededHistory> {
  return { [SEEDED_HISTORY_STATE_KEY]: { rows: [...rows] } };
}

/** The seeded history rows of a devnet (none when it was started without them). */
export function seededHistoryOf(devnet: Devnet): readonly HistoryEntry[] {
  return devnet.state<SeededHistory>(SEEDED_HISTORY_STATE_KEY, () => ({ rows: [] })).rows;
}
