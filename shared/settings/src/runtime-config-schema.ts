/**
 * Hand-written validation of `/config.json` (it runs before the first paint; zod cost 6–7 kB
 * gzipped there). Each check returns the value it accepts, records a problem at its path
 * otherwise, and objects keep only the keys they declare.
 */
import type { ExternalLinks, RestService, RuntimeConfig } from '@tdx/contracts';

type Check<T> = (value: unknown, path: string, problems: string[]) => T;

function fail<T>(problems: string[], path: string, message: string): T {
  problems.push(`${path || '(root)'}: ${message}`);
  return undefined as T;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

const text: Check<string> = (value, path, problems) =>
  typeof value === 'string' && value !== '' ? value : fail(problems, path, 'expected a non-empty string');

const httpUrl: Check<string> = (value, path, problems) =>
  typeof value === 'string' && /^https?:\/\/[^\s/]+/i.test(value) ? value : fail(problems, path, 'expected an http(s) address');

const positiveNumber: Check<number> = (value, path, problems) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fail(problems, path, 'expected a positive number');

const positiveInteger: Check<number> = (value, path, problems) =>
  Number.isInteger(value) && (value as number) > 0 ? (value as number) : fail(problems, path, 'expected a positive integer');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path, problems) => (value === undefined ? undefined : check(value, path, problems));
}

function list<T>(check: Check<T>): Check<T[]> {
  return (value, path, problems) =>
    Array.isArray(value) ? value.map((item, index) => check(item, join(path, String(index)), problems)) : fail(problems, path, 'expected an array');
}

function record<T>(check: Check<T>): Check<Record<string, T>> {
  return (value, path, problems) =>
    isPlainObject(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, check(item, join(path, key), problems)]))
      : fail(problems, path, 'expected an object');
}

function object<T>(shape: { [K in keyof T]-?: Check<T[K]> }): Check<T> {
  return (value, path, problems) => {
    if (!isPlainObject(value)) return fail(problems, path, 'expected an object');
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries<Check<unknown>>(shape)) {
      const checked = check(value[key], join(path, key), problems);
      if (checked !== undefined) result[key] = checked;
    }
    return result as T;
  };
}

const runtimeConfigCheck = object<RuntimeConfig>({
  productName: text,
  hive: object({ rpc: text, rpcs: list(text) }),
  sidechain: object({
    id: text,
    rpc: text,
    rpcs: list(text),
    maxBatchLength: optional(record(positiveInteger)),
    timeoutMs: positiveNumber,
    failoverBudgetMs: optional(positiveNumber),
    nodeCooldownMs: optional(positiveNumber),
  }),
  historyApi: text,
  apiBaseURL: text,
  infoApiBaseURL: text,
  bridgeApi: text,
  evmBridgeApis: object({ eth: text, bsc: text, polygon: text }),
  priceApi: text,
  serviceTimeoutsMs: optional(
    object<Partial<Record<RestService, number>>>({
      main: optional(positiveNumber),
      info: optional(positiveNumber),
      history: optional(positiveNumber),
      bridge: optional(positiveNumber),
      evmBridge: optional(positiveNumber),
      price: optional(positiveNumber),
    }),
  ),
  imageHost: text,
  nftInfoApi: text,
  explorerUrl: text,
  links: optional(
    object<Partial<ExternalLinks>>({
      supportCenter: optional(httpUrl),
      documentation: optional(httpUrl),
      discord: optional(httpUrl),
      github: optional(httpUrl),
    }),
  ),
  remoteOrigins: optional(list(httpUrl)),
  keychainAnswerTimeoutMs: optional(positiveNumber),
  keychainScript: optional((value, path, problems) => (typeof value === 'string' ? value : fail(problems, path, 'expected a string'))),
});

/** The config with only its declared keys, or every problem as `path: message`. */
export function validateRuntimeConfig(value: unknown): { config: RuntimeConfig; problems: [] } | { config?: undefined; problems: string[] } {
  const problems: string[] = [];
  const config = runtimeConfigCheck(value, '', problems);
  return problems.length === 0 ? { config, problems: [] } : { problems };
}
