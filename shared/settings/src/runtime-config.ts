import { configureApi } from '@tdx/api/core';
import { RUNTIME_CONFIG_URL, START_READ_TIMEOUT_MS, type RuntimeConfig } from '@tdx/contracts';
import { isRuntimeConfigLoaded, runtimeConfig, setRuntimeConfig } from './config-state';
import { savedHiveNode, savedSidechainNode } from './node-choice';
import { validateRuntimeConfig } from './runtime-config-schema';

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

async function fetchConfig(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(START_READ_TIMEOUT_MS) }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new Error(`Runtime config ${url} did not answer in ${START_READ_TIMEOUT_MS / 1000} s`);
    throw error;
  });
  if (!response.ok) throw new Error(`Runtime config ${url} answered HTTP ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new Error(`Runtime config ${url} is not valid JSON`);
  }
}

/**
 * Fetches and validates `/config.json` once (later calls share the first load). `earlyRead` is a
 * read of it already under way (the page's boot script); when it fails, the file is fetched again.
 */
export function loadRuntimeConfig(url = RUNTIME_CONFIG_URL, earlyRead?: Promise<unknown>): Promise<RuntimeConfig> {
  if (isRuntimeConfigLoaded()) return Promise.resolve(runtimeConfig());
  const read = () => (earlyRead ? earlyRead.catch(() => fetchConfig(url)) : fetchConfig(url));
  loading ??= read().then(
    (body) => {
      const config = parseRuntimeConfig(body, url);
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
