import type { EvmNetwork, RestService, RuntimeConfig } from '@tdx/contracts';
import { apiEnvironment } from '@tdx/api/core';
import { createHiveClient } from './hive/client';
import { createJsonRpcClient } from './jsonrpc/client';
import { nodesInOrder } from './jsonrpc/node-order';
import { DEFAULT_FAILOVER_BUDGET_MS, DEFAULT_NODE_COOLDOWN_MS } from './jsonrpc/node-rotation';
import { createBridgeApi } from './rest/bridge-api';
import { createRestClient } from './rest/client';
import { createEvmBridgeApi } from './rest/evm-bridge-api';
import { createHistoryApi } from './rest/history-api';
import { createInfoApi } from './rest/info-api';
import { serviceTimeoutMs } from './rest/service-timeouts';
import { createSidechainClient } from './sidechain/client';
import { createSidechainQueries } from './sidechain/queries';

/** Default per-attempt timeout of Hive nodes (the config only sets the sidechain's). */
const HIVE_TIMEOUT_MS = 10_000;

const config = (): RuntimeConfig => apiEnvironment().config();
const transport = () => apiEnvironment().transport;

const sidechainRpc = createJsonRpcClient({
  nodes: () => nodesInOrder(apiEnvironment().preferredSidechainNode(), [config().sidechain.rpc, ...config().sidechain.rpcs]),
  timeoutMs: () => config().sidechain.timeoutMs,
  failoverBudgetMs: () => config().sidechain.failoverBudgetMs ?? DEFAULT_FAILOVER_BUDGET_MS,
  nodeCooldownMs: () => config().sidechain.nodeCooldownMs ?? DEFAULT_NODE_COOLDOWN_MS,
  transport,
  maxBatchLength: (node) => config().sidechain.maxBatchLength?.[node] ?? 1,
});

const hiveRpc = createJsonRpcClient({
  nodes: () => nodesInOrder(apiEnvironment().preferredHiveNode(), [config().hive.rpc, ...config().hive.rpcs]),
  timeoutMs: () => HIVE_TIMEOUT_MS,
  transport,
});

const restClient = (serviceName: string, service: RestService, baseUrl: () => string) =>
  createRestClient({ serviceName, baseUrl, timeoutMs: () => serviceTimeoutMs(config(), service), transport });

/** Sidechain JSON-RPC with failover over the configured nodes (user's choice first). */
export const sidechain = createSidechainClient(sidechainRpc);
/** The spec's sidechain queries (tokens, metrics, NFTs, balances, trades). */
export const queries = createSidechainQueries(sidechain);
/** The node the next sidechain call starts with (for the RPC selector). */
export const currentSidechainNode = (): string | undefined => sidechainRpc.currentNode();
/** Hive node JSON-RPC with failover. */
export const hive = createHiveClient(hiveRpc);

export const infoApi = createInfoApi(restClient('The info service', 'info', () => config().infoApiBaseURL));
export const historyApi = createHistoryApi(restClient('The history service', 'history', () => config().historyApi));
export const bridgeApi = createBridgeApi(restClient('The bridge service', 'bridge', () => config().bridgeApi));
export const evmBridgeApi: Record<EvmNetwork, ReturnType<typeof createEvmBridgeApi>> = {
  eth: createEvmBridgeApi(restClient('The Ethereum bridge', 'evmBridge', () => config().evmBridgeApis.eth), 'eth'),
  bsc: createEvmBridgeApi(restClient('The BSC bridge', 'evmBridge', () => config().evmBridgeApis.bsc), 'bsc'),
  polygon: createEvmBridgeApi(restClient('The Polygon bridge', 'evmBridge', () => config().evmBridgeApis.polygon), 'polygon'),
};
