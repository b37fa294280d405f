import { queries, readBySymbolSlices, sidechain } from '@tdx/api';
import type { Balance, Token } from '@tdx/contracts';
import { dataKeys, defineQuery, fetchData } from '@tdx/data';
import { DEFAULT_TRADE_FEE_MUL, pairSymbols, type PoolParams, type PoolRow } from './pool';

/** Pools move with every swap anyone makes: read again every 10 s while the page is visible. */
export const POOLS_REFRESH_MS = 10_000;

/** Every pool (all pages). A broadcast that changes pools names `POOLS_KEY`. */
export const POOLS_KEY = ['pools'] as const;

export const poolsQuery = defineQuery({
  key: () => POOLS_KEY,
  fetch: () => sidechain.findAll<PoolRow & { _id: number }>('marketpools', 'pools', {}),
  refetchInterval: POOLS_REFRESH_MS,
});

/** The live `marketpools.params` (creation fee, trade fee); the contract's defaults when a node has no row. */
export const poolParamsQuery = defineQuery({
  key: () => ['pool-params'],
  fetch: async (): Promise<PoolParams> => {
    const row = await sidechain.findOne<Partial<PoolParams>>('marketpools', 'params', {});
    return { poolCreationFee: row?.poolCreationFee ?? '1000', tradeFeeMul: row?.tradeFeeMul ?? DEFAULT_TRADE_FEE_MUL };
  },
  staleTime: 60_000,
});

/** The definitions of every token that has a pool, by symbol (precision, name, icon); under `POOLS_KEY`, so a new pool's tokens come with it. */
export const poolTokensQuery = defineQuery({
  key: () => [...POOLS_KEY, 'tokens'],
  fetch: async (): Promise<ReadonlyMap<string, Token>> => {
    const pools = await fetchData(poolsQuery, undefined);
    const symbols = [...new Set(pools.flatMap((pool) => pairSymbols(pool.tokenPair)))];
    const tokens = await readBySymbolSlices(symbols, queries.getTokens);
    return new Map(tokens.map((token) => [token.symbol, token]));
  },
  staleTime: 300_000,
});

/** Every balance of the account, by symbol (liquid balance). */
export const balancesQuery = defineQuery({
  key: (account: string) => [...dataKeys.account(account), 'balances'],
  fetch: async (account: string): Promise<ReadonlyMap<string, Balance>> => {
    const rows = await queries.getBalances(account);
    return new Map(rows.map((row) => [row.symbol, row]));
  },
});
