import type { RuntimeConfig } from '@tdx/contracts';
import { axiosTransport } from './http/axios-transport';
import type { HttpTransport } from './http/transport';

/**
 * What the clients read from the packages above them. `@tdx/settings` provides the runtime config
 * and the saved node choices, `@tdx/session` the access token: they call `configureApi`, so this
 * package depends on neither (no cycle).
 */
export interface ApiEnvironment {
  config: () => RuntimeConfig;
  /** The user's saved sidechain node, already validated; tried first. */
  preferredSidechainNode: () => string | undefined;
  /** The user's saved Hive node, already validated; tried first. */
  preferredHiveNode: () => string | undefined;
  /** Current access token, sent as `Authorization: Bearer` to the main API. */
  accessToken: () => string | undefined;
  transport: HttpTransport;
}

const environment: ApiEnvironment = {
  config: () => {
    throw new Error('Runtime config not loaded: call loadRuntimeConfig() from @tdx/settings first');
  },
  preferredSidechainNode: () => undefined,
  preferredHiveNode: () => undefined,
  accessToken: () => undefined,
  transport: axiosTransport,
};

/** Replaces the given parts of the environment (the rest is kept). */
export function configureApi(parts: Partial<ApiEnvironment>): void {
  Object.assign(environment, parts);
}

export function apiEnvironment(): Readonly<ApiEnvironment> {
  return environment;
}
