import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildSeed, SeedOptions } from '../chain/seed-api';
import { counterContract } from '../chain/test-fixtures/counter-contract';
import { defaultConfig } from './config';
import { DevnetRuntime } from './runtime';

const SEED_START = Date.UTC(2026, 5, 1);
const seedOptions: SeedOptions[] = [];
const buildSeed: BuildSeed = (options) => {
  seedOptions.push(options);
  return {
    clockStartMs: SEED_START,
    tables: [
      {
        contract: 'counter',
        spec: { name: 'counters', indexes: ['name'] },
        rows: Array.from({ length: options.scale }, (_, i) => ({ _id: 10 + i, name: `seeded-${i}`, value: 5 })),
      },
      { contract: 'counter', spec: { name: 'params' }, rows: [{ _id: 1, step: 2 }] },
    ],
    hiveBalances: [{ account: 'frank', hive: '5', hbd: '0.5' }],
    serviceState: { trades: { rows: ['seeded'] } },
  };
};

let dir: string;
/** The injected real time; by default equal to the seed's, so the clock stays where tests put it. */
let wallNow: number;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'devnet-runtime-'));
  wallNow = SEED_START;
  seedOptions.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function runtime(options: { dataFile?: string | null; fresh?: boolean; scale?: number; clock?: 'real' | 'manual' } = {}) {
  return new DevnetRuntime({
    config: defaultConfig({ dataFile: options.dataFile ?? null, scale: options.scale ?? 1 }),
    contracts: [counterContract],
    buildSeed,
    fresh: options.fresh,
    clock: options.clock ?? 'manual',
    wallClock: () => wallNow,
  });
}

const increment = (name: string) => ({ contractName: 'counter', contractAction: 'increment', contractPayload: { name } });
const names = (r: DevnetRuntime) => r.chain.find('counter', 'counters', {}).map((row) => row.name);

describe('DevnetRuntime seeding', () => {
  it('applies the seed after genesis: tables, kept _ids, counter after the highest, Hive balances, clock', () => {
    const r = runtime({ scale: 2 });
    expect(r.chain.find('counter', 'counters', {})).toEqual([
      { _id: 10, name: 'seeded-0', value: 5 },
      { _id: 11, name: 'seeded-1', value: 5 },
    ]);
    expect(r.chain.findOne('counter', 'params', {})).toEqual({ _id: 1, step: 2 });
    expect(r.hive.balances('frank')).toEqual({ hive: '5.000', hbd: '0.500' });
    expect(r.hive.balances('alice')).toEqual({ hive: '10000.000', hbd: '1000.000' });
    expect(r.clock.now()).toBe(SEED_START);
    r.chain.submit('bob', true, increment('new'), 'a'.repeat(40));
    expect(r.chain.findOne('counter', 'counters', { name: 'new' })).toMatchObject({ _id: 12 });
  });
});

describe('DevnetRuntime time', () => {
  it('seeds at the real time floored to the minute', () => {
    wallNow = Date.UTC(2027, 2, 4, 5, 6, 7, 890);
    runtime({ scale: 3 });
    expect(seedOptions).toEqual([{ scale: 3, startMs: Date.UTC(2027, 2, 4, 5, 6) }]);
  });

  it('starts a seedless devnet at the real time too', () => {
    wallNow = Date.UTC(2027, 2, 4, 5, 6, 7);
    const r = new DevnetRuntime({ config: defaultConfig({ dataFile: null }), contracts: [counterContract], clock: 'manual', wallClock: () => wallNow });
    expect(r.clock.now()).toBe(Date.UTC(2027, 2, 4, 5, 6));
  });

  it('follows the real time from the seed start', () => {
    const r = runtime({ clock: 'real' });
    wallNow += 90_000;
    expect(r.clock.now()).toBe(SEED_START + 90_000);
  });

  it('resets the clock to the real time when the seed time lies behind it', () => {
    const r = runtime();
    wallNow = SEED_START + 3 * 24 * 3600 * 1000;
    r.reset();
    expect(r.clock.now()).toBe(wallNow);
  });

  it('resets the clock to the seed time when the real time lies behind it', () => {
    const r = runtime();
    r.advanceClock(10 * 24 * 3600 * 1000);
    wallNow = SEED_START - 1000;
    r.reset();
    expect(r.clock.now()).toBe(SEED_START);
  });

  it('catches up with the real time when it restarts from an older data file', () => {
    const dataFile = join(dir, 'state.json');
    const first = runtime({ dataFile });
    first.advanceClock(7000);
    first.persist();
    first.flush();
    wallNow = SEED_START + 3_600_000;
    expect(runtime({ dataFile }).clock.now()).toBe(wallNow);
  });
});

describe('DevnetRuntime snapshots', () => {
  it('reverts tables, blocks, Hive balances, state bags and the clock exactly', () => {
    const r = runtime();
    const bag = r.state('history', () => ({ rows: [] as string[] }));
    bag.rows.push('before');
    const id = r.snapshot();
    const blockBefore = r.chain.latestBlock();

    r.chain.submit('bob', true, increment('after'), 'b'.repeat(40));
    bag.rows.push('after');
    r.advanceClock(5000);
    r.revert(id);

    expect(names(r)).toEqual(['seeded-0']);
    expect(r.chain.latestBlock()).toEqual(blockBefore);
    expect(r.chain.getTransactionInfo('b'.repeat(40))).toBeNull();
    expect(bag.rows).toEqual(['before']);
    expect(r.state('history', () => ({ rows: [] as string[] }))).toBe(bag);
    expect(r.clock.now()).toBe(SEED_START);
    expect(r.revert(id)).toBe(true);
    expect(r.revert('nope')).toBe(false);
  });

  it('resets to the seed, re-initialising bags created later and clearing faults', () => {
    const r = runtime();
    r.chain.submit('bob', true, increment('x'), 'c'.repeat(40));
    const settings = r.state('settings', () => ({ maintenance: false }));
    settings.maintenance = true;
    const trades = r.state('trades', () => ({ rows: [] as string[] }));
    expect(trades.rows).toEqual(['seeded']);
    trades.rows.push('new');
    r.faults.set('price', undefined, { mode: 'down', delayMs: 0 });
    r.reset();
    expect(names(r)).toEqual(['seeded-0']);
    expect(settings).toEqual({ maintenance: false });
    expect(trades.rows).toEqual(['seeded']);
    expect(r.faults.get('price').mode).toBe('ok');
  });

  it('advanceClock produces a block at the new time so ticks run', () => {
    const r = runtime();
    r.chain.submit('bob', true, { contractName: 'counter', contractAction: 'increment', contractPayload: { name: 'soon', expiresAt: SEED_START + 1000 } }, 'd'.repeat(40));
    const result = r.advanceClock(1000);
    expect(result.now).toBe(SEED_START + 1000);
    expect(result.blockNumber).not.toBeNull();
    expect(r.chain.findOne('counter', 'counters', { name: 'soon' })).toBeNull();
  });
});

describe('DevnetRuntime persistence', () => {
  it('restores everything from the data file on restart and starts over with fresh', () => {
    const dataFile = join(dir, 'nested', 'state.json');
    const first = runtime({ dataFile });
    first.chain.submit('bob', true, increment('kept'), 'e'.repeat(40));
    first.state('keychain', () => ({ mode: 'approve' })).mode = 'cancel';
    first.advanceClock(7000);
    first.persist();
    first.flush();
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).version).toBe(1);

    const second = runtime({ dataFile });
    expect(names(second)).toEqual(['seeded-0', 'kept']);
    expect(second.state('keychain', () => ({ mode: 'approve' })).mode).toBe('cancel');
    expect(second.chain.getTransactionInfo('e'.repeat(40))).toMatchObject({ sender: 'bob' });
    expect(second.clock.now()).toBe(SEED_START + 7000);

    const fresh = runtime({ dataFile, fresh: true });
    expect(names(fresh)).toEqual(['seeded-0']);
    expect(fresh.state('keychain', () => ({ mode: 'approve' })).mode).toBe('approve');
    const afterFresh = runtime({ dataFile });
    expect(names(afterFresh)).toEqual(['seeded-0']);
  });
});
