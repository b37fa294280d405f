import { queries, sidechain } from '@tdx/api';
import type { Balance, Token } from '@tdx/contracts';
import { dataKeys, defineQuery } from '@tdx/data';
import { toFiniteBigNumber } from '@tdx/ui/format';
import { BEE_SYMBOL, BEED_SYMBOL, type BeeDollarParams } from '../model/conversion';

/** The pools the contract prices BEE with: BEE in HIVE, then HIVE in HBD. */
export const BEE_POOL = 'SWAP.HIVE:BEE';
export const HBD_POOL = 'SWAP.HIVE:SWAP.HBD';

/** The prices move with every swap: read again every 10 s while the page is visible. */
export const PRICE_REFRESH_MS = 10_000;

/** The contract's own defaults, used when a node has no params row. */
const DEFAULT_PARAMS: BeeDollarParams = { minConvertibleAmount: '1', feePercentage: '0.01' };

/** What the price is made of: the two pools' prices as stored (undefined when a pool is missing). */
export interface PriceSources {
  /** SWAP.HIVE per BEE: `quotePrice` of SWAP.HIVE:BEE. */
  beeInHive: string | number | undefined;
  /** SWAP.HBD per SWAP.HIVE: `basePrice` of SWAP.HIVE:SWAP.HBD. */
  hiveInHbd: string | number | undefined;
}

interface PoolPrices {
  tokenPair: string;
  basePrice: string | number;
  quotePrice: string | number;
}

/** Under the swap area's `['pools']` key, so a broadcast that changes pools reads it again too. */
export const priceSourcesQuery = defineQuery({
  key: () => ['pools', 'bee-price'],
  fetch: async (): Promise<PriceSources> => {
    const rows = await sidechain.find<PoolPrices>('marketpools', 'pools', { tokenPair: { $in: [BEE_POOL, HBD_POOL] } });
    const pool = (tokenPair: string) => rows.find((row) => row.tokenPair === tokenPair);
    return { beeInHive: pool(BEE_POOL)?.quotePrice, hiveInHbd: pool(HBD_POOL)?.basePrice };
  },
  refetchInterval: PRICE_REFRESH_MS,
});

/** The live `beedollar.params`; a figure that is not a number keeps the contract's default. */
export const beeDollarParamsQuery = defineQuery({
  key: () => ['beedollar', 'params'],
  fetch: async (): Promise<BeeDollarParams> => {
    const row = await sidechain.findOne<Partial<Record<keyof BeeDollarParams, unknown>>>('beedollar', 'params', {});
    const figure = (name: keyof BeeDollarParams) => {
      const value = row?.[name];
      return typeof value === 'string' && toFiniteBigNumber(value) ? value : DEFAULT_PARAMS[name];
    };
    return { minConvertibleAmount: figure('minConvertibleAmount'), feePercentage: figure('feePercentage') };
  },
});

/** The account's BEE and BEED balances, by symbol. */
export const beeBalancesQuery = defineQuery({
  key: (account: string) => [...dataKeys.account(account), 'balances', BEE_SYMBOL, BEED_SYMBOL],
  fetch: async (account: string): Promise<ReadonlyMap<string, Balance>> => {
    const rows = await sidechain.find<Balance>('tokens', 'balances', { account, symbol: { $in: [BEE_SYMBOL, BEED_SYMBOL] } });
    return new Map(rows.map((row) => [row.symbol, row]));
  },
});

/** BEE's and BEED's definitions (names and icons). */
export const beeTokensQuery = defineQuery({
  key: () => ['tokens', BEE_SYMBOL, BEED_SYMBOL],
  fetch: async (): Promise<ReadonlyMap<string, Token>> => {
    const tokens = await queries.getTokens({ symbol: { $in: [BEE_SYMBOL, BEED_SYMBOL] } });
    return new Map(tokens.map((token) => [token.symbol, token]));
  },
  staleTime: 300_000,
});
