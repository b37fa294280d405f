import { matchesQuery, MAX_REGEX_PATTERN_LENGTH, MAX_REGEX_SUBJECT_LENGTH, QueryError } from './query';

const row = {
  _id: 7,
  account: 'alice',
  symbol: 'BEE',
  balance: '12.5',
  stake: 3,
  priceDec: { $numberDecimal: '0.5' },
  tags: ['gold', 'rare'],
  properties: { level: 4, name: 'Castle' },
  grouping: { series: 'one' },
  items: [{ id: 1, kind: 'a' }, { id: 2, kind: 'b' }],
  nothing: null,
};

describe('matchesQuery', () => {
  it.each([
    [{ account: 'alice' }, true],
    [{ account: 'bob' }, false],
    [{ account: 'alice', symbol: 'BEE' }, true],
    [{ 'properties.level': 4 }, true],
    [{ 'grouping.series': 'two' }, false],
    [{ 'items.kind': 'b' }, true],
    [{ 'items.1.id': 2 }, true],
    [{ tags: 'rare' }, true],
    [{ tags: ['gold', 'rare'] }, true],
    [{ tags: ['rare', 'gold'] }, false],
    [{ missing: null }, true],
    [{ nothing: null }, true],
    [{ properties: { level: 4, name: 'Castle' } }, true],
    [{ properties: { name: 'Castle', level: 4 } }, false],
  ])('equality %j → %s', (query, expected) => {
    expect(matchesQuery(row, query)).toBe(expected);
  });

  it.each([
    [{ stake: { $gt: 2 } }, true],
    [{ stake: { $gt: 3 } }, false],
    [{ stake: { $gte: 3, $lte: 3 } }, true],
    [{ stake: { $lt: '9' } }, false],
    [{ account: { $gt: 'aaa' } }, true],
    [{ _id: { $gt: 6 } }, true],
    [{ symbol: { $in: ['BEE', 'SWAP.HIVE'] } }, true],
    [{ symbol: { $nin: ['BEE'] } }, false],
    [{ tags: { $in: ['rare'] } }, true],
    [{ symbol: { $in: [{ symbol: 'BEE' }, 'ENG'] } }, false],
    [{ stake: { $in: ['3'] } }, false],
    [{ stake: { $in: ['x', 3] } }, true],
    [{ balance: { $in: [12.5] } }, false],
    [{ priceDec: { $in: ['0.5', 0.5] } }, true],
    [{ missing: { $in: [null] } }, true],
    [{ tags: { $nin: ['gold', 'silver'] } }, false],
    [{ symbol: { $ne: 'BEE' } }, false],
    [{ tags: { $ne: 'silver' } }, true],
    [{ missing: { $ne: 'x' } }, true],
    [{ missing: { $exists: false } }, true],
    [{ nothing: { $exists: true } }, true],
    [{ 'properties.level': { $exists: true } }, true],
    [{ account: { $regex: '^AL', $options: 'i' } }, true],
    [{ account: { $regex: '^AL' } }, false],
    [{ stake: { $not: { $gt: 5 } } }, true],
    [{ $or: [{ account: 'bob' }, { symbol: 'BEE' }] }, true],
    [{ $and: [{ account: 'alice' }, { symbol: 'ENG' }] }, false],
    [{ $nor: [{ account: 'bob' }] }, true],
  ])('operators %j → %s', (query, expected) => {
    expect(matchesQuery(row, query)).toBe(expected);
  });

  it('compares Decimal128 values numerically, against decimals and plain numbers', () => {
    expect(matchesQuery(row, { priceDec: { $numberDecimal: '0.50' } })).toBe(true);
    expect(matchesQuery(row, { priceDec: { $gt: { $numberDecimal: '0.49999999' } } })).toBe(true);
    expect(matchesQuery(row, { priceDec: { $gt: { $numberDecimal: '0.5' } } })).toBe(false);
    expect(matchesQuery(row, { priceDec: { $lte: 0.5 } })).toBe(true);
    expect(matchesQuery(row, { priceDec: { $lt: 0.1 } })).toBe(false);
    expect(matchesQuery(row, { priceDec: { $in: [{ $numberDecimal: '0.5000' }] } })).toBe(true);
    expect(matchesQuery({ priceDec: { $numberDecimal: '10' } }, { priceDec: { $gt: { $numberDecimal: '9' } } })).toBe(true);
  });

  it('does not compare across types (a string balance is not a number)', () => {
    expect(matchesQuery(row, { balance: { $gt: 1 } })).toBe(false);
    expect(matchesQuery(row, { balance: { $gt: '1' } })).toBe(true);
  });

  it.each([
    [{ stake: { $where: 'x' } }],
    [{ $where: 'x' }],
    [{ symbol: { $in: 'BEE' } }],
    [{ account: { $regex: '(' } }],
    [{ account: { $regex: '(a)\\1' } }],
    [{ account: { $regex: 'a'.repeat(MAX_REGEX_PATTERN_LENGTH + 1) } }],
    [{ account: { $regex: 'a', $options: 'g' } }],
    [{ account: { $regex: 'a', $options: 7 } }],
    [{ $or: [] }],
    [{ stake: { $gt: 1, plain: 2 } }],
  ])('rejects %j', (query) => {
    expect(() => matchesQuery(row, query)).toThrow(QueryError);
  });
});

describe('$regex', () => {
  it.each([
    [{ account: { $regex: '^a.i', $options: 'm' } }, true],
    [{ account: { $regex: 'CASTLE$', $options: 'i' } }, false],
    [{ 'properties.name': { $regex: 'CASTLE$', $options: 'i' } }, true],
    [{ 'properties.name': { $regex: '^C.*e$', $options: 'smx' } }, true],
    [{ tags: { $regex: '^ra' } }, true],
    [{ stake: { $regex: '3' } }, false],
  ])('%j → %s', (query, expected) => {
    expect(matchesQuery(row, query)).toBe(expected);
  });

  it('applies m and s like Mongo', () => {
    const text = { note: 'first\nsecond' };
    expect(matchesQuery(text, { note: { $regex: '^second' } })).toBe(false);
    expect(matchesQuery(text, { note: { $regex: '^second', $options: 'm' } })).toBe(true);
    expect(matchesQuery(text, { note: { $regex: 'first.second' } })).toBe(false);
    expect(matchesQuery(text, { note: { $regex: 'first.second', $options: 's' } })).toBe(true);
  });

  it('finishes a catastrophic-backtracking pattern quickly', () => {
    const hostile = { name: `${'a'.repeat(5000)}b` };
    const started = Date.now();
    expect(matchesQuery(hostile, { name: { $regex: '(a+)+$' } })).toBe(false);
    expect(matchesQuery(hostile, { name: { $regex: '^(a|aa)*c' } })).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('searches only the first MAX_REGEX_SUBJECT_LENGTH characters of a string', () => {
    const long = { text: `${'x'.repeat(MAX_REGEX_SUBJECT_LENGTH)}needle` };
    expect(matchesQuery(long, { text: { $regex: 'needle' } })).toBe(false);
    expect(matchesQuery(long, { text: { $regex: '^x+' } })).toBe(true);
  });
});
