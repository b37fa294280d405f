/**
 * What every swap-area feature reads: pool rows and their helpers, and the reads declared once
 * for `@tdx/data` (pools every 10 s, the pool params, the pools' tokens and metrics, the account's
 * balances and liquidity positions), the area's links, and the pieces several views show (token
 * button, pair label, a pool's shortcuts menu, a cell's stacked lines).
 */
export { DEFAULT_TRADE_FEE_MUL, findPool, hasLiquidity, pairSymbols, poolAmount, type PoolParams, type PoolRow } from './pool';
export { balancesQuery, poolParamsQuery, POOLS_KEY, POOLS_REFRESH_MS, poolsQuery, poolTokensQuery } from './pool-queries';
export { amountsInHive, hivePriceOf, hiveToUsd, poolLiquidityHive, poolMetricsQuery } from './pool-prices';
export { poolSharePercent, positionShares, SHARE_DECIMALS, withdrawal, type LiquidityPosition, type Withdrawal } from './positions';
export { liquidityPositionsQuery } from './position-queries';
export { pairOf, tokenPairOf, withPair, type PairChoice } from './pair-param';
export { liquidityHref, SWAP_ACTIONS, swapActionOf, swapHref } from './swap-links';
export { PairLabel, type PairLabelProps } from './pair-label';
export { PoolLinksMenu } from './pool-links-menu';
export { StackedLines } from './stacked-lines';
export { TokenButton, type TokenButtonProps } from './token-button';
export { FigureList } from './figure-list';
