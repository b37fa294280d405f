import { createHash } from 'node:crypto';
import { DEPRECATED_TOKENS, DISABLED_TOKENS, buildSeed } from './index';
import { DEEP_BOOK_DEPTH } from './market-books';
import { NFT_INSTANCES_PER_SCALE } from './nft';
import { TOKENS_PER_SCALE } from './token-catalog';
import { rowsOf, seedAtScaleOne, TEST_SEED_START_MS } from './test-support';
import type { SeedData } from '../chain/seed-api';
import { DAY_MS, toSeconds } from './clock';

const DAY_SECONDS = toSeconds(DAY_MS);

function digest(seed: SeedData): string {
  return createHash('sha256').update(JSON.stringify(seed)).digest('hex');
}

function instanceCount(seed: SeedData): number {
  return seed.tables.filter((table) => table.spec.name.endsWith('instances')).reduce((sum, table) => sum + table.rows.length, 0);
}

function bookSize(seed: SeedData, name: string, symbol: string): number {
  return rowsOf(seed, 'market', name).filter((row) => row.symbol === symbol).length;
}

describe('buildSeed', () => {
  const seed = seedAtScaleOne();

  it('is deterministic: two builds are byte-identical', () => {
    expect(digest(buildSeed({ scale: 1, startMs: TEST_SEED_START_MS }))).toBe(digest(seed));
  });

  it('starts the clock at the given start and dates everything relative to it', () => {
    expect(seed.clockStartMs).toBe(TEST_SEED_START_MS);
    const later = buildSeed({ scale: 1, startMs: TEST_SEED_START_MS + DAY_MS });
    expect(later.clockStartMs).toBe(TEST_SEED_START_MS + DAY_MS);
    const shiftedOrders = rowsOf(seed, 'market', 'buyBook').map((row) => [(row.timestamp as number) + DAY_SECONDS, (row.expiration as number) + DAY_SECONDS]);
    expect(rowsOf(later, 'market', 'buyBook').map((row) => [row.timestamp, row.expiration])).toEqual(shiftedOrders);
    const shiftedExpiries = rowsOf(seed, 'claimdrops', 'claimdrops').map((row) => (row.expiry as number) + DAY_MS);
    expect(rowsOf(later, 'claimdrops', 'claimdrops').map((row) => row.expiry)).toEqual(shiftedExpiries);
  });

  it('declares every table once', () => {
    const names = seed.tables.map((table) => `${table.contract}.${table.spec.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('meets the minimum counts', () => {
    expect(rowsOf(seed, 'tokens', 'tokens').length).toBeGreaterThanOrEqual(300);
    expect(rowsOf(seed, 'marketpools', 'pools').length).toBeGreaterThanOrEqual(30);
    expect(instanceCount(seed)).toBeGreaterThanOrEqual(2000);
    for (const symbol of ['BEE', 'WORKERBEE', 'BEED', 'SWAP.HBD', 'HONEY', 'GAMER']) {
      expect(bookSize(seed, 'buyBook', symbol)).toBeGreaterThanOrEqual(200);
      expect(bookSize(seed, 'sellBook', symbol)).toBeGreaterThanOrEqual(200);
    }
  });

  it('seeds the deprecated and disabled tokens the settings refer to', () => {
    const symbols = new Set(rowsOf(seed, 'tokens', 'tokens').map((row) => row.symbol));
    for (const symbol of [...DEPRECATED_TOKENS, ...DISABLED_TOKENS]) expect(symbols.has(symbol)).toBe(true);
  });

  it('refuses a scale that is not a positive integer', () => {
    expect(() => buildSeed({ scale: 0, startMs: TEST_SEED_START_MS })).toThrow('positive integer');
    expect(() => buildSeed({ scale: 1.5, startMs: TEST_SEED_START_MS })).toThrow('positive integer');
  });

  it('refuses a start that is not a time in ms', () => {
    expect(() => buildSeed({ scale: 1, startMs: Number.NaN })).toThrow('time in ms');
    expect(() => buildSeed({ scale: 1, startMs: 1.5 })).toThrow('time in ms');
  });

  it('multiplies tokens, NFT instances and book depth by the scale', () => {
    const doubled = buildSeed({ scale: 2, startMs: TEST_SEED_START_MS });
    expect(rowsOf(doubled, 'tokens', 'tokens').length - rowsOf(seed, 'tokens', 'tokens').length).toBe(TOKENS_PER_SCALE);
    expect(instanceCount(doubled)).toBeGreaterThanOrEqual(2 * NFT_INSTANCES_PER_SCALE - 20);
    expect(bookSize(doubled, 'buyBook', 'BEE')).toBeGreaterThanOrEqual(2 * DEEP_BOOK_DEPTH);
    expect(bookSize(doubled, 'sellBook', 'BEE')).toBeGreaterThan(bookSize(seed, 'sellBook', 'BEE') + DEEP_BOOK_DEPTH / 2);
  });
});
