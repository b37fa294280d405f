/**
 * Wallet-wide helpers every mf-wallet feature may use (stable API):
 * - `useBroadcastAction()`: `run({actions, displayName, successMessage, key?, name?})` through
 *   `@tdx/keychain`'s broadcast flow; `waiting` for the submit button, `problem` for the text next
 *   to it (chain error, cancel, Keychain trouble); refreshes the wallet after the chain took it.
 * - `useWalletData(account)` / `loadWalletData(account)`: balances (all pages), their tokens and
 *   metrics, issued tokens, pending unstakes; `refreshWallet()` reloads every mounted view.
 * - `stakeBreakdown`, `ownedQuantity`, `chainAmount`: stake accounting with bignumber.js.
 * - `useAsyncData(key, load, {reloadOnWalletRefresh})`: `{data, loading, failed, error, reload}` for
 *   any read; answers for an older key or request, or after unmount, are dropped.
 * - chain reads: `loadPendingUnstakes`, `loadDelegationsOut`, `loadTokensParams`, `hiveAccountExists`;
 *   `readBySymbolSlices(symbols, read)` for a table's rows of any number of symbols, a page of them per query.
 */
export { hiveAccountExists, loadDelegationsOut, loadPendingUnstakes, loadTokensParams, loadWalletData, type WalletData } from './chain-reads';
export { readBySymbolSlices } from './symbol-slices';
export { walletRows, type RowActionsProps, type TokenVisibility, type WalletRow } from './wallet-row';
export { chainAmount, ownedQuantity, stakeBreakdown, type StakeBreakdown } from './stake';
export { NOT_SIGNED_IN_TEXT, useBroadcastAction, type BroadcastAction, type BroadcastActionState, type BroadcastRequest } from './use-broadcast-action';
export { useAsyncData, type AsyncData, type AsyncDataOptions } from './use-async-data';
export { useWalletData } from './use-wallet-data';
export { onWalletRefresh, refreshWallet } from './wallet-refresh';
