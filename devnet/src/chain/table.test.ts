import { MemoryTable } from './table';

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
});
