import BigNumber from 'bignumber.js';
import type { Token } from '@tdx/contracts';
import { filterRows, sortRows } from './filters';
import type { ValuedRow } from './valuation';

const zero = new BigNumber(0);

function valued(symbol: string, name: string, fields: { balance?: string; stake?: string; usd?: string | null; change?: string | null; quantity?: string }): ValuedRow {
  return {
    symbol,
    token: { symbol, name } as Token,
    balance: { account: 'bob', symbol, balance: fields.balance ?? '1', stake: '0', pendingUnstake: '0', delegationsIn: '0', delegationsOut: '0', pendingUndelegations: '0' },
    stake: { available: new BigNumber(fields.stake ?? 0), locked: zero, pendingUnstake: zero },
    deprecated: false,
    issuedByAccount: false,
    quantity: new BigNumber(fields.quantity ?? fields.balance ?? '1'),
    usdValue: fields.usd === null || fields.usd === undefined ? null : new BigNumber(fields.usd),
    change: fields.change === null || fields.change === undefined ? null : new BigNumber(fields.change),
  };
}

const rows = [
  valued('BEE', 'Hive Engine Token', { balance: '5', stake: '1', usd: '2.5', change: '3' }),
  valued('GAMER', 'Gamer Guild', { balance: '100', stake: '50', usd: '0.009', change: '-1' }),
  valued('NOPRICE', 'Never traded', { balance: '7', usd: null, change: null }),
  valued('EMPTY', 'Issued only', { balance: '0', usd: null, quantity: '0' }),
  valued('SWAP.HIVE', 'HIVE Pegged', { balance: '2', usd: '0.5', change: null }),
];

const symbols = (list: ValuedRow[]) => list.map((row) => row.symbol);

describe('filterRows', () => {
  it('matches symbol or name, any case, trimmed', () => {
    expect(symbols(filterRows(rows, { search: ' guild ', hideSmall: false }))).toEqual(['GAMER']);
    expect(symbols(filterRows(rows, { search: 'swap.', hideSmall: false }))).toEqual(['SWAP.HIVE']);
    expect(filterRows(rows, { search: '', hideSmall: false })).toHaveLength(5);
  });

  it('hides rows worth under a cent and empty ones, keeps unpriced holdings', () => {
    expect(symbols(filterRows(rows, { search: '', hideSmall: true }))).toEqual(['BEE', 'NOPRICE', 'SWAP.HIVE']);
  });
});

describe('sortRows', () => {
  it('sorts by value, unpriced last in both directions', () => {
    expect(symbols(sortRows(rows, 'value', 'desc'))).toEqual(['BEE', 'SWAP.HIVE', 'GAMER', 'EMPTY', 'NOPRICE']);
    expect(symbols(sortRows(rows, 'value', 'asc'))).toEqual(['GAMER', 'SWAP.HIVE', 'BEE', 'EMPTY', 'NOPRICE']);
  });

  it('sorts by symbol, balance, stake and change', () => {
    expect(symbols(sortRows(rows, 'symbol', 'asc'))).toEqual(['BEE', 'EMPTY', 'GAMER', 'NOPRICE', 'SWAP.HIVE']);
    expect(symbols(sortRows(rows, 'symbol', 'desc'))).toEqual(['SWAP.HIVE', 'NOPRICE', 'GAMER', 'EMPTY', 'BEE']);
    expect(symbols(sortRows(rows, 'balance', 'desc'))).toEqual(['GAMER', 'NOPRICE', 'BEE', 'SWAP.HIVE', 'EMPTY']);
    expect(symbols(sortRows(rows, 'stake', 'desc')).slice(0, 2)).toEqual(['GAMER', 'BEE']);
    expect(symbols(sortRows(rows, 'change', 'asc'))).toEqual(['GAMER', 'BEE', 'EMPTY', 'NOPRICE', 'SWAP.HIVE']);
  });

  it('compares amounts as decimals, not as text', () => {
    const list = [valued('A', 'a', { balance: '9' }), valued('B', 'b', { balance: '10.5' })];
    expect(symbols(sortRows(list, 'balance', 'desc'))).toEqual(['B', 'A']);
  });
});
