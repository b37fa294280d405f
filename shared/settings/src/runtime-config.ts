import { configureApi } from '@tdx/api/core';
import type { RuntimeConfig } from '@tdx/contracts';
import { isRuntimeConfigLoaded, runtimeConfig, setRuntimeConfig } from './config-state';
import { savedHiveNode, savedSidechainNode } from './node-choice';
import { validateRuntimeConfig } from './runtime-config-schema';

export const RUNTIME_CONFIG_URL = '/config.json';

let loading: Promise<RuntimeConfig> | undefined;

/** Validates a parsed config; the error names every broken field. */
export function parseRuntimeConfig(value: unknown, source = RUNTIME_CONFIG_URL): RuntimeConfig {
  const { config, problems } = validateRuntimeConfig(value);
  if (config) return config;
  throw new Error(`Invalid runtime config ${source}: ${problems.join('; ')}`);
}

/** Makes `config` current and points the API clients at it (also used by tests and standalone remotes). */
export function provideRuntimeConfig(config: RuntimeConfig): void {
  setRuntimeConfig(config);
  configureApi({ config: runtimeConfig, preferredSidechainNode: savedSidechainNode, preferredHiveNode: savedHiveNode });
}

async function fetchConfig(url: string): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`Runtime config ${url} is not valid JSON`);
  }
  return parseRuntimeConfig(body, url);
}

/** Fetches and validates `/config.json` once (later calls share the first load). */
export function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  if (isRuntimeConfigLoaded()) return Promise.resolve(runtimeConfig());
  loading ??= fetchConfig(url).then(
    (config) => {
      provideRuntimeConfig(config);
      return config;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
