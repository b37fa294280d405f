/**
 * Wallet-wide helpers every mf-wallet feature may use (stable API):
 * - `walletQuery`, read with `useWalletData(account)`: balances of every page, their tokens and
 *   metrics, issued tokens, pending unstakes, under `dataKeys.account(name)`, so `@tdx/data`'s
 *   `useBroadcast` refreshes it after the account's actions.
 * - `ownedQuantity`, and `stakeBreakdown` and `chainAmount` of `@tdx/token-actions` (the action
 *   dialogs' stake accounting): stake accounting with bignumber.js.
 * - chain reads: `loadWalletData` (its many symbols read with `@tdx/api`'s `readBySymbolSlices`).
 */
export { chainAmount, stakeBreakdown, type StakeBreakdown } from '@tdx/token-actions';
export { loadWalletData, type WalletData } from './chain-reads';
export { walletRows, type RowActionsProps, type TokenVisibility, type WalletRow } from './wallet-row';
export { ownedQuantity } from './owned-quantity';
export { walletQuery } from './wallet-queries';
export { useWalletData } from './use-wallet-data';
