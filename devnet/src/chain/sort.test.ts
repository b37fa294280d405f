import type { Row } from './contract-api';
import { Random } from '../seed/random';
import { sortKeysFor, sortRows, type SortKey } from './sort';
import { compareValues, decimal128 } from './values';
import { valuesAtPath } from './query';

/** The plain comparator sort the decorated one replaced: the oracle. */
function sortedByComparator(rows: Row[], keys: SortKey[]): Row[] {
  return [...rows].sort((a, b) => {
    for (const { path, descending } of keys) {
      const diff = compareValues(valuesAtPath(a, path)[0], valuesAtPath(b, path)[0]);
      if (diff !== 0) return descending ? -diff : diff;
    }
    return 0;
  });
}

/** Values of every type bracket, with many ties and numbers written both ways. */
function randomValue(random: Random): unknown {
  const price = random.pick(['0.5', '2', '2.00000001', '10', '-1', '0']);
  return random.pick([
    () => decimal128(price),
    () => Number(price),
    () => price,
    () => null,
    () => undefined,
    () => random.chance(0.5),
    () => [Number(price), 'x'],
    () => ({ level: Number(price) }),
  ])();
}

function randomRows(random: Random, count: number): Row[] {
  return Array.from({ length: count }, (_, index) => {
    const row: Row = { _id: random.chance(0.1) ? index % 7 : index, symbol: random.pick(['BEE', 'ENG', 'WORKERBEE']) };
    const price = randomValue(random);
    if (price !== undefined) row.priceDec = price;
    row.nested = { value: randomValue(random) };
    return row;
  });
}

describe('sortRows', () => {
  const spec = { name: 'book', indexes: ['symbol', 'priceDec', 'nested.value'], compoundIndexes: { bySymbolPrice: ['symbol', 'priceDec'] } };
  const sorts = [
    undefined,
    [{ index: 'priceDec', descending: true }],
    [{ index: 'priceDec', descending: false }],
    [{ index: 'bySymbolPrice', descending: true }],
    [{ index: 'nested.value', descending: false }],
    [{ index: '_id', descending: true }],
    [{ index: 'unknown', descending: true }],
  ];

  it.each(sorts.map((indexes, n) => [n, indexes] as const))('orders random rows exactly as the plain comparator sort (sort %i)', (_, indexes) => {
    const random = new Random(7);
    for (let round = 0; round < 20; round += 1) {
      const rows = randomRows(random, random.int(0, 300));
      const keys = sortKeysFor(indexes, spec);
      // Compared as positions in the input, so rows that tie exactly (equal _id values) must keep the same order too.
      const position = new Map(rows.map((row, i) => [row, i]));
      const positions = (sorted: Row[]) => sorted.map((row) => position.get(row));
      expect(positions(sortRows([...rows], keys))).toEqual(positions(sortedByComparator(rows, keys)));
    }
  });

  it('leaves its input untouched', () => {
    const rows = [{ _id: 2 }, { _id: 1 }];
    expect(sortRows(rows, sortKeysFor(undefined, spec)).map((row) => row._id)).toEqual([1, 2]);
    expect(rows.map((row) => row._id)).toEqual([2, 1]);
  });
});
