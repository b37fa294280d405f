import type { FastifyInstance } from 'fastify';
import type { ContractDefinition } from '../chain/contract-api';
import type { BuildSeed } from '../chain/seed-api';
import type { DevnetConfig, ServicePlugin } from '../devnet';
import { createServer } from './create-server';
import { DevnetRuntime } from './runtime';
import { settlePort } from './settle-port';

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
  const host = options.host ?? '127.0.0.1';
  const config = { ...options.config, port: await settlePort(options.config.port, host) };
  const runtime = new DevnetRuntime({ ...options, config });
  const app = await createServer(runtime, options.services);
  await app.listen({ port: config.port, host });
  return {
    app,
    runtime,
    url: `http://${host}:${config.port}`,
    async close() {
      runtime.flush();
      await app.close();
    },
  };
}
