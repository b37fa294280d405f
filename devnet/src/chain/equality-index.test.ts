import { MemoryTable } from './table';

const VALUES: unknown[] = ['a', 'b', '1', 1, 1.0, 2, -0, 0, true, false, null, undefined, ['a', 'x'], [1, 2], { $numberDecimal: '1' }, { $numberDecimal: '2.0' }, { nested: 'a' }];
const QUERY_VALUES: unknown[] = ['a', 'b', '1', 1, 2, 0, true, false, 'x', 3];

/** Every stored value shape against every primitive query: the indexed table must answer exactly like a full scan. */
describe('equality indexes', () => {
  function tables() {
    const indexed = new MemoryTable({ name: 't', indexes: ['field'] });
    const scanned = new MemoryTable({ name: 't' });
    VALUES.forEach((value, i) => {
      const row = value === undefined ? { other: i } : { field: value, other: i };
      indexed.insert(row);
      scanned.insert(row);
    });
    return { indexed, scanned };
  }

  it.each(QUERY_VALUES.map((value) => [value]))('field = %j matches the same rows as a scan', (value) => {
    const { indexed, scanned } = tables();
    expect(indexed.select({ field: value })).toEqual(scanned.select({ field: value }));
    expect(indexed.findOne({ field: value, other: { $gte: 0 } })).toEqual(scanned.findOne({ field: value, other: { $gte: 0 } }));
  });

  it('follows updates and removals', () => {
    const { indexed } = tables();
    const row = indexed.findOne({ field: 'b' })!;
    indexed.update({ ...row, field: 'c' });
    expect(indexed.select({ field: 'b' })).toEqual([]);
    expect(indexed.select({ field: 'c' }).map((r) => r._id)).toEqual([row._id]);
    indexed.update({ ...row, field: ['c', 'd'] });
    expect(indexed.select({ field: 'd' }).map((r) => r._id)).toEqual([row._id]);
    indexed.remove(row);
    expect(indexed.select({ field: 'd' })).toEqual([]);
  });

  it('picks up indexes declared after rows exist, and looks rows up by _id', () => {
    const table = new MemoryTable({ name: 't' });
    table.insert({ account: 'alice' });
    table.insert({ account: 'bob' });
    table.respec({ name: 't', indexes: ['account'] });
    expect(table.findOne({ account: 'bob' })).toEqual({ _id: 2, account: 'bob' });
    expect(table.findOne({ _id: 1 })).toEqual({ _id: 1, account: 'alice' });
    expect(table.findOne({ _id: '1' })).toBeNull();
  });

  it('returns the lowest _id from findOne whatever the insertion order', () => {
    const table = new MemoryTable({ name: 't', indexes: ['symbol'] });
    table.importRow({ _id: 9, symbol: 'BEE' });
    table.importRow({ _id: 4, symbol: 'BEE' });
    expect(table.findOne({ symbol: 'BEE' })!._id).toBe(4);
    expect(table.findOne({})!._id).toBe(4);
  });
});
