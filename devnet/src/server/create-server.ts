import compress, { type FastifyCompressOptions } from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerControlRoutes } from '../control/control-routes';
import type { ServicePlugin } from '../devnet';
import { registerHiveRoutes } from '../hive/hive-routes';
import { registerSidechainRoutes } from '../rpc/sidechain-routes';
import type { DevnetRuntime } from './runtime';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Like the real nodes and APIs behind their proxies: bodies from 1 kB on are compressed. */
const COMPRESSION: FastifyCompressOptions = { threshold: 1024, encodings: ['br', 'gzip'] };

/** Security headers production sends too, so e2e runs see them. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** One Fastify app serving every devnet service; CORS open to any origin (the site runs on other ports). */
export async function createServer(runtime: DevnetRuntime, services: ServicePlugin[]): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(cors, {
    origin: true,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  await app.register(compress, COMPRESSION);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  if (runtime.config.log) {
    app.addHook('onResponse', async (request, reply) => {
      console.log(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
    });
  }
  registerSidechainRoutes(app, runtime);
  registerHiveRoutes(app, runtime);
  registerControlRoutes(app, runtime);
  for (const plugin of services) await plugin(app, runtime);
  return app;
}
