/**
 * Every network call of the site. Clients read addresses from the runtime config at call time;
 * `@tdx/settings` and `@tdx/session` feed them through `configureApi` (config, saved node choices,
 * access token). The default transport is `fetch`-based (`configureApi({ transport })` replaces it).
 *
 * - `sidechain`: JSON-RPC over the configured nodes: per-attempt timeout, failover to the next node
 *   (wrapping) within a total budget, a node that just failed asked last for a cool-down, remembers
 *   the node that worked, identical reads in flight share one request, batching only for nodes
 *   whose `maxBatchLength` > 1. `JsonRpcError` = the node's own error answer (an internal error,
 *   -32603, fails over). `findAll` stops with a `PagingError` when pages do not advance.
 * - `queries`: getToken (one read serves callers for `TOKEN_REUSE_MS`), getTokens, getMetrics
 *   (+ SWAP.HIVE at 1), getNftInstances, getNftSellBook, getBalance, getBalances, getTradesHistory
 *   (100, newest first); `readBySymbolSlices(symbols, read)` reads a table's rows of any number
 *   of symbols, a node page of symbols per query.
 * - `hive`: Hive node JSON-RPC (`getAccounts`) with the same failover.
 * - `mainApi`, `infoApi`, `historyApi`, `priceApi`, `bridgeApi`, `evmBridgeApi[network]`:
 *   REST services; non-2xx rejects with `ApiError` (server message in `message`).
 */
// By package name, not by path: the environment and the start-up clients must be the one shared copy.
export {
  ApiError,
  configureApi,
  mainApi,
  priceApi,
  TransportError,
  type ApiEnvironment,
  type HttpRequest,
  type HttpResponse,
  type HttpTransport,
  type RequestOptions,
  type RestClient,
} from '@tdx/api/core';
export { bridgeApi, currentSidechainNode, evmBridgeApi, hive, historyApi, infoApi, queries, sidechain } from './instances';
export { JsonRpcError, NodesUnavailableError } from './jsonrpc/errors';
export { createJsonRpcClient, type JsonRpcClient, type JsonRpcClientOptions } from './jsonrpc/client';
export { createSidechainClient, DEFAULT_PAGE_SIZE, type FindAllOptions, type SidechainClient } from './sidechain/client';
export { TOKEN_REUSE_MS, TRADES_HISTORY_LIMIT, type SidechainQueries } from './sidechain/queries';
export { readBySymbolSlices } from './sidechain/symbol-slices';
export type { BlockInfo, FindOptions, IndexSort, NodeStatus, Query, Row } from './sidechain/types';
export type { HiveAccount, HiveClient } from './hive/client';
export type { OhlcvCandle, OhlcvInterval } from './rest/info-api';
export type { HistoryParams } from './rest/history-api';
export { HIVE_PEGGED_TOKEN } from './rest/bridge-api';
export type { BridgeCoin, BridgePair, ConversionInstructions, ConversionQuery, ConversionRequest } from './rest/bridge-api';
