/** Helpers for the seed's Jest tests (not used by the seed itself). */
import type { Row } from '../chain/contract-api';
import type { SeedData, SeedTable } from '../chain/seed-api';
import { buildSeed } from './index';

/** The fixed start the seed's tests build with (2026-11-01T00:00:00Z). */
export const TEST_SEED_START_MS = Date.UTC(2026, 10, 1);

let cached: SeedData | undefined;

/** The scale-1 seed at TEST_SEED_START_MS, built once per test file. */
export function seedAtScaleOne(): SeedData {
  cached ??= buildSeed({ scale: 1, startMs: TEST_SEED_START_MS });
  return cached;
}

export function tableOf(seed: SeedData, contract: string, name: string): SeedTable {
  const table = seed.tables.find((candidate) => candidate.contract === contract && candidate.spec.name === name);
  if (!table) throw new Error(`seed has no table ${contract}.${name}`);
  return table;
}

export function rowsOf(seed: SeedData, contract: string, name: string): Row[] {
  return tableOf(seed, contract, name).rows;
}

/** Field kinds a row shape is checked against. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'decimal128' | 'null';
type FieldKinds = Record<string, FieldKind | FieldKind[]>;

/** Asserts the row has exactly these fields (optional ones may be missing) with these kinds. */
export function expectShape(row: Row, required: FieldKinds, optional: FieldKinds = {}): void {
  const allowed = new Set([...Object.keys(required), ...Object.keys(optional)]);
  const extra = Object.keys(row).filter((key) => !allowed.has(key));
  const missing = Object.keys(required).filter((key) => !(key in row));
  expect({ extra, missing }).toEqual({ extra: [], missing: [] });
  for (const [key, kind] of Object.entries({ ...optional, ...required })) {
    if (!(key in row)) continue;
    const kinds: string[] = [kind].flat();
    const actual = kindOf(row[key]);
    if (!kinds.includes(actual)) throw new Error(`field ${key}: expected ${kinds.join(' | ')}, got ${actual}`);
  }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object' && value !== null && Object.keys(value).length === 1 && typeof (value as { $numberDecimal?: unknown }).$numberDecimal === 'string') {
    return 'decimal128';
  }
  return typeof value;
}

/** A decimal string with exactly `precision` decimals (and no exponent). */
export function atPrecision(precision: number): RegExp {
  return precision === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${precision}}$`);
}
