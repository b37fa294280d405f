import type { RuntimeConfig } from '@tdx/contracts';

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function isRuntimeConfigLoaded(): boolean {
  return current !== undefined;
}

/** The loaded config; throws before `loadRuntimeConfig()` resolved. */
export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded: await loadRuntimeConfig() first');
  return current;
}
