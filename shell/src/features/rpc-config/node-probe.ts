import { createJsonRpcClient } from '@tdx/api';
import { apiEnvironment } from '@tdx/api/core';

export type NodeKind = 'hive' | 'sidechain';

export type NodeProbe = { reachable: true; latencyMs: number; blockHeight: number } | { reachable: false };

/** How long a node may take to answer the probe before it is shown as unreachable. */
export const PROBE_TIMEOUT_MS = 5000;

const UNREACHABLE: NodeProbe = { reachable: false };

/** The one call each kind of node is probed with, and the field of its answer holding the block height. */
const PROBES: Record<NodeKind, { endpoint: string; method: string; params: unknown; heightField: string }> = {
  hive: { endpoint: '', method: 'condenser_api.get_dynamic_global_properties', params: [], heightField: 'head_block_number' },
  sidechain: { endpoint: 'blockchain', method: 'getLatestBlockInfo', params: {}, heightField: 'blockNumber' },
};

/** The block height in a probe's answer, or null when the answer does not hold one. */
export function blockHeightOf(kind: NodeKind, answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const height = (answer as Record<string, unknown>)[PROBES[kind].heightField];
  return typeof height === 'number' && Number.isSafeInteger(height) && height >= 0 ? height : null;
}

/**
 * Asks `node` alone (no failover) for its latest block: the time the answer took and the height,
 * or unreachable when it fails, times out or answers something else.
 */
export async function probeNode(kind: NodeKind, node: string, now: () => number = () => performance.now()): Promise<NodeProbe> {
  const { endpoint, method, params } = PROBES[kind];
  const rpc = createJsonRpcClient({ nodes: () => [node], timeoutMs: () => PROBE_TIMEOUT_MS, transport: () => apiEnvironment().transport });
  const started = now();
  try {
    const blockHeight = blockHeightOf(kind, await rpc.call(endpoint, method, params));
    return blockHeight === null ? UNREACHABLE : { reachable: true, latencyMs: Math.round(now() - started), blockHeight };
  } catch {
    return UNREACHABLE;
  }
}
