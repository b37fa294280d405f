import type { RestService, RuntimeConfig } from '@tdx/contracts';

/** How long a request to each REST service waits for its answer when the runtime config sets nothing. */
export const DEFAULT_SERVICE_TIMEOUTS_MS: Readonly<Record<RestService, number>> = {
  main: 15_000,
  info: 15_000,
  history: 15_000,
  bridge: 10_000,
  evmBridge: 10_000,
  price: 30_000,
};

/** The configured wait of `service`, else its default. */
export function serviceTimeoutMs(config: RuntimeConfig, service: RestService): number {
  return config.serviceTimeoutsMs?.[service] ?? DEFAULT_SERVICE_TIMEOUTS_MS[service];
}

/** "The history service did not answer in 15 s". */
export function noAnswerMessage(serviceName: string, timeoutMs: number): string {
  return `${serviceName} did not answer in ${Number((timeoutMs / 1000).toFixed(1))} s`;
}
