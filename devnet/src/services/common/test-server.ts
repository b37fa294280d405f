import type { ContractDefinition } from '../../chain/contract-api';
import type { SeedTable } from '../../chain/seed-api';
import type { ServicePlugin } from '../../devnet';
import { defaultConfig } from '../../server/config';
import { createServer } from '../../server/create-server';
import { DevnetRuntime } from '../../server/runtime';
import { settlePort } from '../../server/settle-port';

export interface TestResponse {
  statusCode: number;
  headers: Headers;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are read freely in tests
}

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

export interface TestServer {
  runtime: DevnetRuntime;
  /** Where it listens, e.g. http://127.0.0.1:40123. */
  url: string;
  request(request: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  contracts?: ContractDefinition[];
  tables?: SeedTable[];
  serviceState?: Record<string, object>;
  /** Seed time, also the fixed "real" time (default 2026-11-01), so resets keep it. */
  clockStartMs?: number;
}

/**
 * For tests: an in-memory devnet with a manual clock and the given services, listening on a free
 * local port, also in its config so public URLs name it (real HTTP, so CORS, hooks and faults behave as for the site).
 */
export async function createTestServer(plugins: ServicePlugin[], options: TestServerOptions = {}): Promise<TestServer> {
  const clockStartMs = options.clockStartMs ?? Date.UTC(2026, 10, 1);
  const host = '127.0.0.1';
  const port = await settlePort(0, host);
  const runtime = new DevnetRuntime({
    config: defaultConfig({ dataFile: null, port }),
    contracts: options.contracts ?? [],
    buildSeed: () => ({ clockStartMs, tables: options.tables ?? [], hiveBalances: [], serviceState: options.serviceState }),
    clock: 'manual',
    wallClock: () => clockStartMs,
  });
  const app = await createServer(runtime, plugins);
  const address = await app.listen({ port, host });
  return {
    runtime,
    url: address,
    async request({ method = 'GET', url, headers = {}, payload }) {
      const response = await fetch(address + url, {
        method,
        headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const body = await response.text();
      return { statusCode: response.status, headers: response.headers, body, json: () => JSON.parse(body) };
    },
    close: () => app.close(),
  };
}
