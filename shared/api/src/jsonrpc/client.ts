import type { HttpTransport } from '../http/transport';
import { joinUrl } from '../http/url';
import { sendWithTimeout } from '../http/with-timeout';
import { batchEnvelopes, envelopeResult, singleEnvelope, type JsonRpcRequest } from './envelope';
import { isAnswer } from './errors';
import { createNodeRotation } from './node-rotation';

export interface JsonRpcClientOptions {
  /** Nodes in preference order (read at every call, so a changed choice applies at once). */
  nodes: () => string[];
  /** Per-attempt timeout before failing over. */
  timeoutMs: () => number;
  /** Longest one call may spend over all its attempts (default `DEFAULT_FAILOVER_BUDGET_MS`). */
  failoverBudgetMs?: () => number;
  /** How long a node that failed is tried only after the others (default `DEFAULT_NODE_COOLDOWN_MS`). */
  nodeCooldownMs?: () => number;
  transport: () => HttpTransport;
  /** Longest batch `node` accepts; 1 (default) sends every call on its own. */
  maxBatchLength?: (node: string) => number;
}

export interface JsonRpcClient {
  /** Calls `method` at `<node>/<endpoint>`; identical calls in flight share one request. */
  call<T>(endpoint: string, method: string, params: unknown): Promise<T>;
  /** The node the next call goes to first. */
  currentNode(): string | undefined;
}

interface QueuedCall {
  method: string;
  params: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export function createJsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  const rotation = createNodeRotation(options.nodes, (error) => !isAnswer(error), {
    budgetMs: options.failoverBudgetMs,
    cooldownMs: options.nodeCooldownMs,
  });
  const batchLimit = (node: string | undefined) => (node && options.maxBatchLength?.(node)) || 1;
  const inFlight = new Map<string, Promise<unknown>>();
  const queues = new Map<string, QueuedCall[]>();
  let nextId = Date.now();

  function request(method: string, params: unknown): JsonRpcRequest {
    nextId += 1;
    return { jsonrpc: '2.0', id: nextId, method, params };
  }

  /** Posts to `<node>/<endpoint>`, waiting at most the per-attempt timeout and never past `remainingMs`. */
  async function post(node: string, endpoint: string, body: unknown, remainingMs: number) {
    const url = joinUrl(node, endpoint);
    return sendWithTimeout(options.transport(), { method: 'POST', url, data: body }, Math.min(options.timeoutMs(), remainingMs));
  }

  async function postSingle(node: string, endpoint: string, method: string, params: unknown, remainingMs: number): Promise<unknown> {
    const response = await post(node, endpoint, request(method, params), remainingMs);
    return envelopeResult(singleEnvelope(response, node), node);
  }

  /** Outcomes per call; throws (whole chunk fails over) when the node did not answer usably. */
  async function postChunk(node: string, endpoint: string, calls: QueuedCall[], remainingMs: number): Promise<Outcome[]> {
    if (calls.length > batchLimit(node)) {
      const settled = await Promise.allSettled(calls.map((c) => postSingle(node, endpoint, c.method, c.params, remainingMs)));
      const unusable = settled.find((s) => s.status === 'rejected' && !isAnswer(s.reason));
      if (unusable?.status === 'rejected') throw unusable.reason;
      return settled.map((s) => (s.status === 'fulfilled' ? { ok: true, value: s.value } : { ok: false, error: s.reason }));
    }
    const requests = calls.map((c) => request(c.method, c.params));
    const response = await post(node, endpoint, requests, remainingMs);
    const envelopes = batchEnvelopes(response, node, requests.map((r) => r.id));
    const outcomes = requests.map((r): Outcome => {
      try {
        return { ok: true, value: envelopeResult(envelopes.get(r.id)!, node) };
      } catch (error) {
        return { ok: false, error };
      }
    });
    const unusable = outcomes.find((outcome) => !outcome.ok && !isAnswer(outcome.error));
    if (unusable && !unusable.ok) throw unusable.error;
    return outcomes;
  }

  async function sendChunk(endpoint: string, calls: QueuedCall[]): Promise<void> {
    try {
      const outcomes = await rotation.run((node, remainingMs) => postChunk(node, endpoint, calls, remainingMs));
      outcomes.forEach((outcome, index) =>
        outcome.ok ? calls[index].resolve(outcome.value) : calls[index].reject(outcome.error),
      );
    } catch (error) {
      calls.forEach((c) => c.reject(error));
    }
  }

  function flush(endpoint: string): void {
    const calls = queues.get(endpoint) ?? [];
    queues.delete(endpoint);
    const size = batchLimit(rotation.currentNode());
    for (let start = 0; start < calls.length; start += size) {
      void sendChunk(endpoint, calls.slice(start, start + size));
    }
  }

  /** Calls made in the same microtask window go out together. */
  function enqueue(endpoint: string, method: string, params: unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const queue = queues.get(endpoint);
      const call = { method, params, resolve, reject };
      if (queue) {
        queue.push(call);
        return;
      }
      queues.set(endpoint, [call]);
      queueMicrotask(() => flush(endpoint));
    });
  }

  function send(endpoint: string, method: string, params: unknown): Promise<unknown> {
    if (batchLimit(rotation.currentNode()) > 1) return enqueue(endpoint, method, params);
    return rotation.run((node, remainingMs) => postSingle(node, endpoint, method, params, remainingMs));
  }

  function call<T>(endpoint: string, method: string, params: unknown): Promise<T> {
    const key = `${endpoint}\n${method}\n${JSON.stringify(params)}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = send(endpoint, method, params).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending as Promise<T>;
  }

  return { call, currentNode: rotation.currentNode };
}
