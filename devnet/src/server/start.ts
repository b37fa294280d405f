import type { FastifyInstance } from 'fastify';
import type { ContractDefinition } from '../chain/contract-api';
import type { BuildSeed } from '../chain/seed-api';
import type { DevnetConfig, ServicePlugin } from '../devnet';
import { createServer } from './create-server';
import { DevnetRuntime } from './runtime';

export interface StartOptions {
  config: DevnetConfig;
  contracts: ContractDefinition[];
  services: ServicePlugin[];
  buildSeed?: BuildSeed;
  fresh?: boolean;
  clock?: 'real' | 'manual';
  host?: string;
}

export interface RunningDevnet {
  app: FastifyInstance;
  runtime: DevnetRuntime;
  /** e.g. http://127.0.0.1:3900 */
  url: string;
  /** Saves pending state and stops listening. */
  close(): Promise<void>;
}

export async function startDevnet(options: StartOptions): Promise<RunningDevnet> {
  const runtime = new DevnetRuntime(options);
  const app = await createServer(runtime, options.services);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.config.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.config.port;
  return {
    app,
    runtime,
    url: `http://${host}:${port}`,
    async close() {
      runtime.flush();
      await app.close();
    },
  };
}
