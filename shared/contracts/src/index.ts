export type * from './entities';
export * from './events';
export { KEYCHAIN_WANTED_EVENT, RUNTIME_CONFIG_URL, SIDECHAIN_RPC_COOKIE, START_READ_TIMEOUT_MS, type ExternalLinks, type RestService, type RuntimeConfig } from './runtime-config';
export * from './paths';
export * from './remotes';
export * from './parcel';
export * from './routes';
export * from './modals';
export { displayText } from './display-text';
export { guardLeaving, leavePage, type LeaveGuard } from './leave-guard';
export type { FindOptions, IndexSort, Query } from './sidechain-query';
export type {
  BridgeChain,
  BridgeConversion,
  BridgeDirection,
  BridgeTransfer,
  BridgeTransferPage,
  BridgeTransferQuery,
  BridgeTransferStatus,
  BridgeTransferStep,
  ConversionPage,
} from './bridge';
export * from './area-files';
export { STYLE_NONCE_META, STYLE_NONCE_PLACEHOLDER } from './style-nonce';
