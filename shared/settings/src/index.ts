/**
 * Runtime config, site settings, HIVE price and the user's saved node choices.
 *
 * Start-up: `await loadRuntimeConfig()` (fetches `/config.json` once, validated, and points
 * `@tdx/api` at it and at the saved nodes), then `startSettingsRefresh()` (now and every 900 s;
 * failures logged 'Failed to fetch settings' / 'Failed to fetch Hive price').
 * `useSettings()` lives in its own module so non-React code never pulls React.
 */
export { loadRuntimeConfig, parseRuntimeConfig, provideRuntimeConfig } from './runtime-config';
export { isRuntimeConfigLoaded, runtimeConfig } from './config-state';
export { DEFAULT_EXTERNAL_LINKS, externalLinks } from './external-links';
export { currentHivePrice, currentSettings, hivePrice$, settings$, settingsSettled$ } from './store';
export { refreshSettingsAndPrice, SETTINGS_REFRESH_MS, startSettingsRefresh } from './refresh';
export { isDeprecated, isDisabled, selectableTokens, visibleTokens } from './token-filters';
export {
  clearNodeChoices,
  HIVE_RPC_COOKIE,
  hiveNodeList,
  ignoredNodeChoices,
  isValidHiveNode,
  isValidSidechainId,
  isValidSidechainNode,
  nodeAddressProblem,
  saveHiveNode,
  savedHiveNode,
  savedSidechainNode,
  saveSidechainId,
  saveSidechainNode,
  SIDECHAIN_ID_COOKIE,
  SIDECHAIN_RPC_COOKIE,
  sidechainId,
  sidechainNodeList,
  type IgnoredNodeChoice,
  type NodeAddressProblem,
} from './node-choice';
export { isTrustedNode, trustNode } from './trusted-nodes';
export { useSettings } from './useSettings';
export { readCookie, removeCookie, writeCookie, type CookieOptions } from './cookies';
