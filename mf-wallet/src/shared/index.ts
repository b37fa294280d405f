/**
 * Wallet-wide helpers every mf-wallet feature may use (stable API):
 * - reads declared once for `@tdx/data`'s `useData`: `walletQuery` (balances of every page, their
 *   tokens and metrics, issued tokens, pending unstakes; `useWalletData(account)`),
 *   `pendingUnstakesQuery`, `delegationsOutQuery`, `tokensParamsQuery`. Reads about an account sit
 *   under `dataKeys.account(name)`, so `@tdx/data`'s `useBroadcast` refreshes them after the
 *   account's actions.
 * - `stakeBreakdown`, `ownedQuantity`, `chainAmount`: stake accounting with bignumber.js.
 * - chain reads: `loadWalletData`, `loadPendingUnstakes`, `loadDelegationsOut`, `loadTokensParams`,
 *   `hiveAccountExists` (many symbols are read with `@tdx/api`'s `readBySymbolSlices`).
 */
export { hiveAccountExists, loadDelegationsOut, loadPendingUnstakes, loadTokensParams, loadWalletData, type WalletData } from './chain-reads';
export { walletRows, type RowActionsProps, type TokenVisibility, type WalletRow } from './wallet-row';
export { chainAmount, ownedQuantity, stakeBreakdown, type StakeBreakdown } from './stake';
export { delegationsOutQuery, pendingUnstakesQuery, tokensParamsQuery, walletQuery } from './wallet-queries';
export { useWalletData } from './use-wallet-data';
