import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { methodsUnderFault } from '../control/answer-faults';
import type { DevnetRuntime } from '../server/runtime';
import { blockchainMethods, nodeStatus } from './blockchain-methods';
import { contractsMethods } from './contracts-methods';
import { dispatch, type RpcMethod } from './jsonrpc';
import { acceptRawBodies } from './raw-body';

/** The node answers a body that is not JSON (or not an object/array) with this, HTTP 500, no envelope. */
export const UNPARSABLE_BODY = { error: 'Error processing requests' };

function namespaced(prefix: string, methods: Map<string, RpcMethod>): [string, RpcMethod][] {
  return [...methods].map(([name, method]) => [`${prefix}.${name}`, method]);
}

function parseJsonBody(raw: unknown): unknown {
  try {
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : undefined;
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sidechain JSON-RPC nodes at /sidechain/<n> (one shared state): POST /contracts, /blockchain and the
 * namespaced `/`, GET `/` status. Body handling as the node's express + jayson stack (reference §2.1, §2.2).
 */
export function registerSidechainRoutes(app: FastifyInstance, runtime: DevnetRuntime): void {
  const { config } = runtime;
  const chain = runtime.sidechain;
  const contracts = contractsMethods(chain, config.maxLimit);
  const blockchain = blockchainMethods(chain, config.sidechainId);
  const all = new Map([...namespaced('contracts', contracts), ...namespaced('blockchain', blockchain)]);

  for (let node = 0; node < config.sidechainNodes; node += 1) {
    const maxBatchLength = config.maxBatchLength[node] ?? 1;
    const handler = (methods: Map<string, RpcMethod>) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return reply.code(415).send();
      const body = parseJsonBody(request.body);
      if (body === undefined) return reply.code(500).send(UNPARSABLE_BODY);
      const fault = runtime.faults.get('sidechain', node).mode;
      const answer = dispatch(body, { methods: methodsUnderFault(fault, methods, config.maxLimit), maxBatchLength });
      return answer.body === undefined ? reply.code(204).send() : reply.send(answer.body);
    };

    app.register(
      async (scope) => {
        scope.addHook('onRequest', runtime.faults.hook('sidechain', node));
        acceptRawBodies(scope);
        scope.post('/contracts', handler(contracts));
        scope.post('/blockchain', handler(blockchain));
        scope.post('/', handler(all));
        scope.get('/', async () => nodeStatus(chain, config.sidechainId));
      },
      { prefix: `/sidechain/${node}` },
    );
  }
}
