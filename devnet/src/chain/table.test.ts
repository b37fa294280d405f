import type { Query, Row } from './contract-api';
import { Random } from '../seed/random';
import { MemoryTable, type SelectOptions } from './table';
import { decimal128 } from './values';

function balances(): MemoryTable {
  const table = new MemoryTable({
    name: 'balances',
    indexes: ['account', 'symbol', 'priceDec'],
    compoundIndexes: { byAccountSymbol: ['account', 'symbol'] },
  });
  table.insert({ account: 'carol', symbol: 'BEE', priceDec: { $numberDecimal: '2' } });
  table.insert({ account: 'alice', symbol: 'ENG', priceDec: { $numberDecimal: '10' } });
  table.insert({ account: 'bob', symbol: 'BEE', priceDec: { $numberDecimal: '0.5' } });
  table.insert({ account: 'alice', symbol: 'BEE', priceDec: { $numberDecimal: '2' } });
  return table;
}

const ids = (rows: { _id?: unknown }[]) => rows.map((r) => r._id);

describe('MemoryTable', () => {
  it('assigns _id from 1 and returns copies', () => {
    const table = balances();
    const first = table.findOne({ account: 'carol' })!;
    expect(first._id).toBe(1);
    first.account = 'mallory';
    expect(table.findOne({ _id: 1 })!.account).toBe('carol');
    const inserted = table.insert({ account: 'dave' });
    expect(inserted._id).toBe(5);
    inserted.account = 'changed';
    expect(table.findOne({ _id: 5 })!.account).toBe('dave');
  });

  it('updates and removes by _id', () => {
    const table = balances();
    const row = table.findOne({ account: 'bob' })!;
    table.update({ ...row, symbol: 'WORKERBEE' });
    expect(table.findOne({ _id: 3 })!.symbol).toBe('WORKERBEE');
    table.remove(row);
    expect(table.findOne({ account: 'bob' })).toBeNull();
    expect(table.insert({ account: 'erin' })._id).toBe(5);
  });

  it('sorts by _id ascending without indexes', () => {
    expect(ids(balances().select({}))).toEqual([1, 2, 3, 4]);
  });

  it('sorts by a declared index with _id as tie-breaker', () => {
    expect(ids(balances().select({}, { indexes: [{ index: 'account', descending: false }] }))).toEqual([2, 4, 3, 1]);
    expect(ids(balances().select({}, { indexes: [{ index: 'account', descending: true }] }))).toEqual([1, 3, 2, 4]);
  });

  it('sorts Decimal128 numerically and ties by _id ascending even when descending', () => {
    expect(ids(balances().select({}, { indexes: [{ index: 'priceDec', descending: false }] }))).toEqual([3, 1, 4, 2]);
    expect(ids(balances().select({}, { indexes: [{ index: 'priceDec', descending: true }] }))).toEqual([2, 1, 4, 3]);
  });

  it('expands named compound indexes', () => {
    expect(ids(balances().select({}, { indexes: [{ index: 'byAccountSymbol', descending: false }] }))).toEqual([4, 2, 3, 1]);
  });

  it('falls back to _id ascending when any index is unknown', () => {
    const indexes = [
      { index: 'account', descending: true },
      { index: 'notAnIndex', descending: true },
    ];
    expect(ids(balances().select({}, { indexes }))).toEqual([1, 2, 3, 4]);
  });

  it('honours _id descending, offset and limit', () => {
    const table = balances();
    expect(ids(table.select({}, { indexes: [{ index: '_id', descending: true }], offset: 1, limit: 2 }))).toEqual([3, 2]);
    expect(ids(table.select({ symbol: 'BEE' }, { offset: 2 }))).toEqual([4]);
  });

  it('caps contract finds at 1000 rows', () => {
    const table = new MemoryTable({ name: 'many' });
    for (let i = 0; i < 1005; i += 1) table.insert({ i });
    expect(table.find({})).toHaveLength(1000);
    expect(table.find({}, { offset: 1000 })).toHaveLength(5);
    expect(() => table.find({}, { limit: 1001 })).toThrow('limit is too high, maximum limit is 1000');
  });

  it('uses an object _id of the primary-key fields and refuses duplicates', () => {
    const table = new MemoryTable({ name: 'accountControls', primaryKey: ['account'] });
    const row = table.insert({ account: 'alice', lastAction: 1 });
    expect(row._id).toEqual({ account: 'alice' });
    table.update({ ...row, lastAction: 2 });
    expect(table.findOne({ account: 'alice' })!.lastAction).toBe(2);
    expect(() => table.insert({ account: 'alice' })).toThrow('duplicate key');
  });

  it('imports seed rows keeping their _id and continues the counter after the highest', () => {
    const table = new MemoryTable({ name: 'tokens' });
    table.importRow({ _id: 40, symbol: 'BEE' });
    table.importRow({ _id: 3, symbol: 'ENG' });
    table.importRow({ symbol: 'NEW' });
    expect(ids(table.select({}))).toEqual([3, 40, 41]);
    expect(table.insert({ symbol: 'X' })._id).toBe(42);
  });

  it('survives a dump/load round trip', () => {
    const table = balances();
    const copy = MemoryTable.fromDump(JSON.parse(JSON.stringify(table.dump())));
    expect(copy.select({})).toEqual(table.select({}));
    expect(copy.insert({ account: 'x' })._id).toBe(5);
  });

  describe('repeated selects (kept sorted between writes)', () => {
    const spec = { name: 'buyBook', indexes: ['symbol', 'account', 'priceDec'] };
    /** What a table that never selected before answers: the behaviour without anything kept. */
    const fresh = (table: MemoryTable) => MemoryTable.fromDump(structuredClone(table.dump()));

    function randomOrder(random: Random): Row {
      return {
        symbol: random.pick(['BEE', 'ENG', 'GAMER']),
        account: random.pick(['alice', 'bob', 'carol']),
        priceDec: decimal128(random.pick(['0.5', '1', '1.5', '2', '3'])),
      };
    }

    function randomSelect(random: Random): [Query, SelectOptions] {
      const query = random.pick<Query>([
        {},
        { symbol: 'BEE' },
        { symbol: 'ENG', account: 'bob' },
        { symbol: 'BEE', priceDec: { $gte: { $numberDecimal: '1.5' } } },
        { $or: [{ account: 'alice' }, { symbol: 'GAMER' }] },
      ]);
      const indexes = random.pick([undefined, [{ index: 'priceDec', descending: true }], [{ index: 'priceDec', descending: false }], [{ index: 'account', descending: true }]]);
      return [query, { indexes, offset: random.int(0, 30), limit: random.chance(0.2) ? undefined : random.int(1, 20) }];
    }

    it('answer exactly what a fresh table answers, through inserts, updates and removes', () => {
      const random = new Random(11);
      const table = new MemoryTable(spec);
      for (let step = 0; step < 400; step += 1) {
        const live = table.select({});
        if (live.length === 0 || random.chance(0.5)) table.insert(randomOrder(random));
        else if (random.chance(0.5)) table.update({ ...random.pick(live), ...randomOrder(random) });
        else table.remove(random.pick(live));
        const reference = fresh(table);
        for (let read = 0; read < 3; read += 1) {
          const [query, options] = randomSelect(random);
          expect(table.select(query, options)).toEqual(reference.select(query, options));
        }
      }
    });

    it('hand out copies, so changing an answer changes no later one', () => {
      const table = new MemoryTable(spec);
      for (let i = 0; i < 5; i += 1) table.insert({ symbol: 'BEE', priceDec: decimal128(i) });
      const options = { indexes: [{ index: 'priceDec', descending: true }] };
      const first = table.select({ symbol: 'BEE' }, options);
      first[0].symbol = 'CHANGED';
      first.pop();
      expect(table.select({ symbol: 'BEE' }, options)).toEqual(fresh(table).select({ symbol: 'BEE' }, options));
    });

    it('follow a new spec: a sort on a newly declared index applies at once', () => {
      const table = new MemoryTable({ name: 'book' });
      table.insert({ price: 2 });
      table.insert({ price: 1 });
      const byPrice = { indexes: [{ index: 'price', descending: false }] };
      expect(ids(table.select({}, byPrice))).toEqual([1, 2]);
      table.respec({ name: 'book', indexes: ['price'] });
      expect(ids(table.select({}, byPrice))).toEqual([2, 1]);
    });
  });
});
