/**
 * What every swap-area feature reads: pool rows and their helpers, the reads declared once for
 * `@tdx/data` (pools every 10 s, the pool params, the pools' tokens, the account's balances), and
 * the token button the forms share.
 */
export { DEFAULT_TRADE_FEE_MUL, findPool, hasLiquidity, pairSymbols, poolAmount, type PoolParams, type PoolRow } from './pool';
export { balancesQuery, poolParamsQuery, POOLS_KEY, POOLS_REFRESH_MS, poolsQuery, poolTokensQuery } from './pool-queries';
export { TokenButton, type TokenButtonProps } from './token-button';
