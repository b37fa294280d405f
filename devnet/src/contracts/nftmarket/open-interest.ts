import type { ContractApi } from '../../chain/contract-api';
import type { NftInstance } from '../nft/types';
import { hasOwn } from '../nft/validators';
import { MAX_NUM_UNITS_OPERABLE } from './constants';
import { openInterestName } from './tables';
import type { Grouping, OpenInterest } from './types';

/** An order's grouping: each groupBy property of the instance, as a string (`""` if unset). */
export function groupingOf(instance: NftInstance, groupBy: string[]): Grouping {
  const grouping: Grouping = {};
  for (const name of groupBy) {
    const value = hasOwn(instance.properties, name) ? instance.properties[name] : undefined;
    grouping[name] = value === undefined || value === null ? '' : String(value);
  }
  return grouping;
}

export const groupingKey = (grouping: Grouping, groupBy: string[]): string =>
  groupBy.map((name) => `:${name}:${grouping[name]}`).join('');

/** Net order-count changes per grouping, applied to `<SYMBOL>openInterest` in one go. */
export class OpenInterestChanges {
  private readonly changes = new Map<string, { grouping: Grouping; count: number }>();

  constructor(private readonly groupBy: string[]) {}

  add(grouping: Grouping, delta: number): void {
    const key = groupingKey(grouping, this.groupBy);
    const change = this.changes.get(key) ?? { grouping, count: 0 };
    change.count += delta;
    this.changes.set(key, change);
  }

  /** Updates existing rows (never below 0) and inserts the groupings not seen before. */
  apply(api: ContractApi, symbol: string, priceSymbol: string): void {
    if (this.changes.size === 0) return;
    const table = api.table(openInterestName(symbol));
    const pending = new Map(this.changes);
    const groupings = [...pending.values()].map((change) => change.grouping);
    const rows = table.find(
      { side: 'sell', priceSymbol, grouping: { $in: groupings } },
      { limit: MAX_NUM_UNITS_OPERABLE },
    ) as OpenInterest[];
    for (const row of rows) {
      const key = groupingKey(row.grouping, this.groupBy);
      const change = pending.get(key);
      if (!change) continue;
      pending.delete(key);
      row.count = Math.max(0, row.count + change.count);
      table.update(row);
    }
    for (const { grouping, count } of pending.values()) {
      const row: OpenInterest = { side: 'sell', priceSymbol, grouping, count: Math.max(0, count) };
      table.insert(row);
    }
  }
}
