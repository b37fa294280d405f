import {
  MAX_LIMIT,
  MAX_OFFSET,
  parseAccountHistoryQuery,
  parseMarketHistoryQuery,
  parseNftHistoryQuery,
  selectRows,
  type HistoryQuery,
} from './history-query';
import type { HistoryRow } from './history-types';

const row = (n: number, account: string, extra: Partial<HistoryRow> = {}): HistoryRow => ({
  _id: String(n),
  blockNumber: n,
  transactionId: `tx${n}`,
  timestamp: 1000 - n,
  account,
  operation: 'tokens_transfer',
  symbol: 'BEE',
  ...extra,
});

const value = <T>(parsed: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe('accountHistory parameters', () => {
  it('requires an account of at least 3 characters', () => {
    expect(parseAccountHistoryQuery({})).toEqual({ ok: false, error: 'an error occurred' });
    expect(parseAccountHistoryQuery({ account: 'ab' })).toEqual({ ok: false, error: 'an error occurred' });
  });

  it('defaults limit 500 and offset 0 and splits lists', () => {
    expect(value(parseAccountHistoryQuery({ account: 'alice,bob', ops: 'tokens_transfer,market_buy' }))).toEqual({
      filter: { accounts: ['alice', 'bob'], symbol: undefined, ops: ['tokens_transfer', 'market_buy'], range: undefined },
      paging: { limit: 500, offset: 0 },
    });
  });

  it('refuses a limit above the maximum and an offset above the maximum', () => {
    expect(parseAccountHistoryQuery({ account: 'alice', limit: String(MAX_LIMIT + 1) })).toEqual({
      ok: false,
      error: 'limit is too high, maximum limit is 500',
    });
    expect(parseAccountHistoryQuery({ account: 'alice', offset: String(MAX_OFFSET + 1) })).toEqual({
      ok: false,
      error: `offset is too high, maximum offset is ${MAX_OFFSET}`,
    });
  });

  it('turns a limit ≤ 0 into 1 and a negative offset into 0', () => {
    expect(value(parseAccountHistoryQuery({ account: 'alice', limit: '0', offset: '-5' })).paging).toEqual({ limit: 1, offset: 0 });
  });

  it('uses the time range only when both ends are valid and ordered', () => {
    expect(value(parseAccountHistoryQuery({ account: 'alice', timestampStart: '10', timestampEnd: '20' })).filter.range).toEqual({
      start: 10,
      end: 20,
    });
    expect(value(parseAccountHistoryQuery({ account: 'alice', timestampStart: '30', timestampEnd: '20' })).filter.range).toBeUndefined();
    expect(value(parseAccountHistoryQuery({ account: 'alice', timestampStart: 'x', timestampEnd: '20' })).filter.range).toBeUndefined();
  });

  it('refuses a malformed symbol', () => {
    expect(parseAccountHistoryQuery({ account: 'alice', symbol: '<script>' }).ok).toBe(false);
  });
});

describe('nftHistory parameters', () => {
  it('needs nfts or accounts; accounts count only when longer than 3 characters', () => {
    expect(parseNftHistoryQuery({}).ok).toBe(false);
    expect(parseNftHistoryQuery({ accounts: 'bob' }).ok).toBe(false);
    expect(value(parseNftHistoryQuery({ accounts: 'alice' })).filter.accounts).toEqual(['alice']);
    expect(value(parseNftHistoryQuery({ nfts: '1,2' })).filter.nfts).toEqual(['1', '2']);
    expect(parseNftHistoryQuery({ nfts: '1,x' }).ok).toBe(false);
  });
});

describe('marketHistory parameters', () => {
  it('requires a symbol', () => {
    expect(parseMarketHistoryQuery({}).ok).toBe(false);
    expect(value(parseMarketHistoryQuery({ symbol: 'BEE' }))).toEqual({ symbol: 'BEE', range: undefined });
  });
});

describe('selectRows', () => {
  const rows = [row(1, 'alice'), row(2, 'bob'), row(3, 'alice', { symbol: 'WORKERBEE' }), row(4, 'alice', { operation: 'nft_transfer', nft: '7' })];
  const query = (filter: HistoryQuery['filter'], limit = 500, offset = 0): HistoryQuery => ({ filter, paging: { limit, offset } });

  it('filters by account, symbol, operation and NFT id', () => {
    expect(selectRows(rows, query({ accounts: ['alice'] })).map((r) => r._id)).toEqual(['1', '3', '4']);
    expect(selectRows(rows, query({ accounts: ['alice'], symbol: 'WORKERBEE' })).map((r) => r._id)).toEqual(['3']);
    expect(selectRows(rows, query({ ops: ['nft_transfer'] })).map((r) => r._id)).toEqual(['4']);
    expect(selectRows(rows, query({ nfts: ['7'] })).map((r) => r._id)).toEqual(['4']);
  });

  it('pages with limit and offset, keeping the given order', () => {
    expect(selectRows(rows, query({}, 2, 1)).map((r) => r._id)).toEqual(['2', '3']);
    expect(selectRows(rows, query({}, 2, 4))).toEqual([]);
  });

  it('applies the time range inclusively', () => {
    expect(selectRows(rows, query({ range: { start: 997, end: 998 } })).map((r) => r._id)).toEqual(['2', '3']);
  });
});
