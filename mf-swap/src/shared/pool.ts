import BigNumber from 'bignumber.js';

/** A `marketpools.pools` row. Right after `createPool` its numbers are the NUMBER 0 until the first liquidity. */
export interface PoolRow {
  _id?: number;
  tokenPair: string;
  baseQuantity: string | number;
  quoteQuantity: string | number;
  basePrice: string | number;
  quotePrice: string | number;
  baseVolume: string | number;
  quoteVolume: string | number;
  totalShares: string | number;
  precision: number;
  creator: string;
}

/** The `marketpools.params` row: `tradeFeeMul` is what a swap keeps of its input (0.9975: a 0.25 % fee). */
export interface PoolParams {
  poolCreationFee: string;
  tradeFeeMul: string;
}

export const DEFAULT_TRADE_FEE_MUL = '0.9975';

/** Base and quote symbols of a pair (`"SWAP.HIVE:BEE"`). */
export function pairSymbols(tokenPair: string): [base: string, quote: string] {
  const [base, quote] = tokenPair.split(':');
  return [base, quote];
}

/** A stored number of a pool row as a BigNumber (missing or broken fields read as 0). */
export function poolAmount(value: string | number | undefined): BigNumber {
  try {
    const amount = new BigNumber(value ?? 0);
    return amount.isFinite() ? amount : new BigNumber(0);
  } catch {
    return new BigNumber(0); // bignumber.js throws on text that is not a number
  }
}

/** Whether the pool holds both tokens (an empty pool cannot quote a swap). */
export function hasLiquidity(pool: PoolRow): boolean {
  return poolAmount(pool.baseQuantity).gt(0) && poolAmount(pool.quoteQuantity).gt(0);
}

/** The pool of two tokens in either orientation (only one may exist). */
export function findPool(pools: readonly PoolRow[], a: string, b: string): PoolRow | undefined {
  return pools.find((pool) => pool.tokenPair === `${a}:${b}` || pool.tokenPair === `${b}:${a}`);
}
