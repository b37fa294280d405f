import type { FastifyInstance } from 'fastify';
import { dispatch, RpcMethodError, type RpcMethod } from '../rpc/jsonrpc';
import type { DevnetRuntime } from '../server/runtime';
import { HiveRpcError } from './hive-error';
import type { HiveNode } from './hive-node';
import { acceptRawBodies } from '../rpc/raw-body';

const MAX_BATCH_LENGTH = 100;
const PARSE_ERROR = { jsonrpc: '2.0', error: { code: -32700, message: 'Parse Error' }, id: null };

const firstParam = (raw: unknown): unknown => (Array.isArray(raw) ? raw[0] : undefined);

/** condenser_api / database_api / network_broadcast_api methods, plus the `call` form. */
export function hiveMethods(node: HiveNode): Map<string, RpcMethod> {
  const methods = new Map<string, RpcMethod>([
    ['condenser_api.get_accounts', (_params, raw) => node.getAccounts(firstParam(raw))],
    ['condenser_api.get_dynamic_global_properties', () => node.dynamicGlobalProperties()],
    ['database_api.get_dynamic_global_properties', () => node.dynamicGlobalProperties()],
    [
      'condenser_api.broadcast_transaction',
      (_params, raw) => {
        node.broadcast(firstParam(raw));
        return {};
      },
    ],
    ['condenser_api.broadcast_transaction_synchronous', (_params, raw) => node.broadcast(firstParam(raw))],
    [
      'network_broadcast_api.broadcast_transaction',
      ({ trx }) => {
        node.broadcast(trx);
        return {};
      },
    ],
    ['network_broadcast_api.broadcast_transaction_synchronous', ({ trx }) => node.broadcast(trx)],
  ]);
  methods.set('call', (_params, raw) => {
    const [api, method, args] = Array.isArray(raw) ? raw : [];
    const target = methods.get(`${String(api)}.${String(method)}`);
    if (!target) throw new RpcMethodError(methodNotFound(`${String(api)}.${String(method)}`));
    return target(typeof args === 'object' && args !== null && !Array.isArray(args) ? (args as Record<string, unknown>) : {}, args);
  });
  return methods;
}

function methodNotFound(method: string) {
  return { code: -32601, message: `Assert Exception:api_itr != _registered_apis.end(): Could not find API ${method}` };
}

function toRpcError(error: unknown) {
  return error instanceof HiveRpcError ? error.toJsonRpc() : undefined;
}

/** Hive nodes at /hive/<n>, one shared chain; any content type, parse errors answered in-band like hived. */
export function registerHiveRoutes(app: FastifyInstance, runtime: DevnetRuntime): void {
  const methods = hiveMethods(runtime.hiveNode);
  for (let node = 0; node < runtime.config.hiveNodes; node += 1) {
    app.register(
      async (scope) => {
        scope.addHook('onRequest', runtime.faults.hook('hive', node));
        acceptRawBodies(scope);
        scope.post('/', async (request, reply) => {
          let body: unknown;
          try {
            body = JSON.parse(String(request.body));
          } catch {
            return reply.send(PARSE_ERROR);
          }
          const answer = dispatch(body, { methods, maxBatchLength: MAX_BATCH_LENGTH, methodNotFound, internalError: toRpcError });
          return answer.body === undefined ? reply.code(204).send() : reply.send(answer.body);
        });
      },
      { prefix: `/hive/${node}` },
    );
  }
}
