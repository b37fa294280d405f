/**
 * Hive Keychain adapter. Every call waits up to ~2 s for a late-injected extension; when it is
 * absent it emits `keychain-missing` on the bus (the shell opens the install modal) and fails.
 * Results: `{success: true, result}`, `{success: false, cancel: true}` on `user_cancel`,
 * `{success: false, error, message}` otherwise.
 *
 * `broadcast()` is the flow for sidechain actions: events `<name>-waiting` → `-successful` |
 * `-failed` → `-done`, with toasts, after confirming every sidechain transaction.
 */
export { customJson, INVALID_AMOUNT_MESSAGE, KEYCHAIN_ANSWER_TIMEOUT_MS, signBuffer, transfer, type CustomJsonOptions, type KeychainKey, type TransferCurrency } from './requests';
export type { KeychainOutcome } from './outcome';
export { CANCEL_MESSAGE, MISSING_ERROR, MISSING_MESSAGE, NO_ANSWER_ERROR, NO_ANSWER_MESSAGE } from './outcome';
export { broadcast, CANCELLED_TEXT, FAILED_TITLE, UNCONFIRMED_TEXT, UNKNOWN_OUTCOME_TEXT, type BroadcastOptions, type BroadcastOutcome } from './broadcast';
export { CONFIRM_POLL_MS, CONFIRM_TIMEOUT_MS, sidechainTransactionIds, waitForConfirmation, type Confirmation } from './confirmation';
export { batchNftOperations, NFT_BATCH_SIZE, type NftRef } from './nft-batches';
export { findKeychain, type HiveKeychain } from './keychain-window';
