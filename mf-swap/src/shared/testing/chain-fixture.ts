/**
 * The swap area's reads over a small chain, for component tests. A test file mocks the clients with
 * `jest.mock('@tdx/api', () => jest.requireActual('<path>/shared/testing/mock-api').mockedApi())`
 * and calls `setUpChain()`.
 */
import { act } from '@testing-library/react';
import { queries, sidechain } from '@tdx/api';
import type { Balance, Metric, Token } from '@tdx/contracts';
import { queryClient } from '@tdx/data';
import { user$ } from '@tdx/session';
import type { PoolRow } from '../pool';
import type { LiquidityPosition } from '../positions';

export const pool = (tokenPair: string, fields: Partial<PoolRow> = {}): PoolRow => ({
  tokenPair, baseQuantity: '1000.00000000', quoteQuantity: '3000.000', basePrice: '3.00000000', quotePrice: '0.33333333', baseVolume: '120.00000000', quoteVolume: '360.000', totalShares: '1732.05080756', precision: 8, creator: 'bob', ...fields,
});
export const EMPTY_POOL_FIELDS: Partial<PoolRow> = { baseQuantity: 0, quoteQuantity: 0, basePrice: 0, quotePrice: 0, baseVolume: 0, quoteVolume: 0, totalShares: 0 };
export const token = (symbol: string, precision: number) => ({ symbol, name: `${symbol} token`, precision, icon: '', issuer: 'x' }) as unknown as Token;
export const balance = (symbol: string, amount: string) => ({ account: 'bob', symbol, balance: amount }) as Balance;
export const metric = (symbol: string, lastPrice: string) => ({ symbol, lastPrice }) as Metric;

export interface Chain {
  pools: PoolRow[];
  tokens: Token[];
  balances: Balance[];
  positions: LiquidityPosition[];
  metrics: Metric[];
  params: { poolCreationFee: string; tradeFeeMul: string };
  miningPools: object[];
}

export const defaultChain = (): Chain => ({
  pools: [pool('SWAP.HIVE:GAMER'), pool('SWAP.HIVE:PIXEL', EMPTY_POOL_FIELDS)],
  tokens: [token('SWAP.HIVE', 8), token('GAMER', 3), token('PIXEL', 8), token('BEE', 8)],
  balances: [balance('SWAP.HIVE', '50.00000000'), balance('GAMER', '100.000'), balance('PIXEL', '10.00000000'), balance('BEE', '1500.00000000')],
  positions: [{ account: 'bob', tokenPair: 'SWAP.HIVE:GAMER', shares: '173.205080756' }],
  metrics: [metric('SWAP.HIVE', '1'), metric('GAMER', '0.25'), metric('PIXEL', '0.5')],
  params: { poolCreationFee: '1000', tradeFeeMul: '0.9975' },
  miningPools: [],
});

/** Before each test: `bob` signed in (unless `signedIn` is false) on `chain` (tests may change it); after: signed out, cache and mocks cleared. */
export function setUpChain(signedIn = true): { chain: Chain } {
  const state = { chain: defaultChain() };
  beforeEach(() => {
    state.chain = defaultChain();
    const tables: Record<string, () => object[]> = {
      'marketpools.pools': () => state.chain.pools,
      'marketpools.liquidityPositions': () => state.chain.positions,
      'mining.pools': () => state.chain.miningPools,
    };
    (sidechain.findAll as jest.Mock).mockImplementation(async (contract: string, table: string) => tables[`${contract}.${table}`]?.() ?? []);
    (sidechain.findOne as jest.Mock).mockImplementation(async (contract: string, table: string) => (`${contract}.${table}` === 'marketpools.params' ? state.chain.params : null));
    (queries.getTokens as jest.Mock).mockImplementation(async () => state.chain.tokens);
    (queries.getToken as jest.Mock).mockImplementation(async (symbol: string) => state.chain.tokens.find((row) => row.symbol === symbol) ?? null);
    (queries.getBalances as jest.Mock).mockImplementation(async () => state.chain.balances);
    (queries.getMetrics as jest.Mock).mockImplementation(async () => state.chain.metrics);
    if (signedIn) act(() => user$.next({ username: 'bob', scope: [] }));
  });
  afterEach(() => {
    act(() => user$.next(null));
    queryClient.clear();
    jest.clearAllMocks();
  });
  return state;
}
