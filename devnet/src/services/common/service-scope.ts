import type { FastifyInstance } from 'fastify';
import type { Devnet, FaultService } from '../../devnet';

/** Registers a service's routes under its prefix, behind the fault switch of its service name. */
export function registerService(
  app: FastifyInstance,
  devnet: Devnet,
  options: { prefix: string; fault: FaultService },
  routes: (scope: FastifyInstance) => void,
): void {
  app.register(
    async (scope) => {
      scope.addHook('onRequest', devnet.faults.hook(options.fault));
      routes(scope);
    },
    { prefix: options.prefix },
  );
}
