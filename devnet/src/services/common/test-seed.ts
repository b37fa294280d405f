import type { SeedTable } from '../../chain/seed-api';
import { seedAtScaleOne } from '../../seed/test-support';

/** For tests: the normal seed's tables of the given contracts, its clock start and its service state. */
export function seededTables(contracts: string[]): { tables: SeedTable[]; clockStartMs: number; serviceState?: Record<string, object> } {
  const seed = seedAtScaleOne();
  return { tables: seed.tables.filter((table) => contracts.includes(table.contract)), clockStartMs: seed.clockStartMs, serviceState: seed.serviceState };
}
