import { findPool, hasLiquidity, pairSymbols, poolAmount, type PoolRow } from '../../../shared';

/** The token every routed swap goes through: nearly every pool pairs with it. */
export const ROUTE_TOKEN = 'SWAP.HIVE';

/** One swap through one pool: the reserves of the side paid in and the side paid out. */
export interface Hop {
  pool: PoolRow;
  tokenIn: string;
  tokenOut: string;
}

export type Route = { kind: 'found'; hops: Hop[] } | { kind: 'no-pool' } | { kind: 'empty-pool' };

function hopThrough(pool: PoolRow, tokenIn: string, tokenOut: string): Hop {
  return { pool, tokenIn, tokenOut };
}

/** The reserves of a hop: what the pool holds of the token paid in and of the token paid out. */
export function hopReserves({ pool, tokenIn }: Hop) {
  const [base] = pairSymbols(pool.tokenPair);
  const baseReserve = poolAmount(pool.baseQuantity);
  const quoteReserve = poolAmount(pool.quoteQuantity);
  return tokenIn === base ? { reserveIn: baseReserve, reserveOut: quoteReserve } : { reserveIn: quoteReserve, reserveOut: baseReserve };
}

/**
 * How to swap `from` into `to`: the direct pool when it has liquidity, else two swaps through
 * SWAP.HIVE when both of those pools have it. A direct pool without liquidity is said as such
 * when no route around it exists.
 */
export function findRoute(pools: readonly PoolRow[], from: string, to: string): Route {
  const direct = findPool(pools, from, to);
  if (direct && hasLiquidity(direct)) return { kind: 'found', hops: [hopThrough(direct, from, to)] };
  if (from !== ROUTE_TOKEN && to !== ROUTE_TOKEN) {
    const first = findPool(pools, from, ROUTE_TOKEN);
    const second = findPool(pools, ROUTE_TOKEN, to);
    if (first && second && hasLiquidity(first) && hasLiquidity(second)) {
      return { kind: 'found', hops: [hopThrough(first, from, ROUTE_TOKEN), hopThrough(second, ROUTE_TOKEN, to)] };
    }
  }
  return direct ? { kind: 'empty-pool' } : { kind: 'no-pool' };
}

/** Every token a swap can start or end with: those of pools holding liquidity, and what routes reach. */
export function swappableSymbols(pools: readonly PoolRow[]): string[] {
  const symbols = new Set<string>();
  for (const pool of pools) if (hasLiquidity(pool)) for (const symbol of pairSymbols(pool.tokenPair)) symbols.add(symbol);
  return [...symbols];
}
