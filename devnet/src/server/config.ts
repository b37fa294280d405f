import { resolve } from 'node:path';
import { DEFAULT_CHAIN_ID } from '@hiveio/dhive';
import type { DevnetConfig } from '../devnet';

export const DEFAULT_PORT = 3900;
export const SIDECHAIN_NODES = 9;
export const HIVE_NODES = 7;
/** Node 8 accepts batches of up to 20 requests; every other node keeps the node default of 1. */
export const BATCH_FRIENDLY_NODE = 8;
const BATCH_FRIENDLY_LIMIT = 20;

export interface CliOptions {
  config: DevnetConfig;
  /** Interface to listen on (`DEVNET_HOST`, default 127.0.0.1; 0.0.0.0 inside a container). */
  host: string;
  /** Start from the seed, ignoring (and overwriting) the data file. */
  fresh: boolean;
}

export function defaultConfig(overrides: Partial<DevnetConfig> = {}): DevnetConfig {
  return {
    port: DEFAULT_PORT,
    sidechainId: 'ssc-mainnet-hive',
    hiveChainId: DEFAULT_CHAIN_ID.toString('hex'),
    sidechainNodes: SIDECHAIN_NODES,
    hiveNodes: HIVE_NODES,
    maxBatchLength: Array.from({ length: SIDECHAIN_NODES }, (_, node) => (node === BATCH_FRIENDLY_NODE ? BATCH_FRIENDLY_LIMIT : 1)),
    maxLimit: 1000,
    scale: 1,
    dataFile: null,
    log: false,
    ...overrides,
  };
}

function flagValue(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  if (index !== -1) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${flag}=`))?.slice(flag.length + 1);
}

function numberFlag(value: string | undefined, name: string, minimum: number): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < minimum) throw new Error(`${name} must be a number >= ${minimum}, got "${value}"`);
  return parsed;
}

/** `--fresh`, `--scale <n>` (≥ 1), `--port <n>` (0 = any free port); env DEVNET_PORT, DEVNET_SCALE, DEVNET_HOST, DEVNET_DATA, DEVNET_LOG=1, DEVNET_SIDECHAIN_ID. */
export function parseCli(args: string[], env: NodeJS.ProcessEnv, devnetDir: string): CliOptions {
  const port = numberFlag(flagValue(args, '--port') ?? env.DEVNET_PORT, 'port', 0) ?? DEFAULT_PORT;
  const scale = numberFlag(flagValue(args, '--scale') ?? env.DEVNET_SCALE, 'scale', 1) ?? 1;
  return {
    fresh: args.includes('--fresh'),
    host: env.DEVNET_HOST || '127.0.0.1',
    config: defaultConfig({
      port,
      scale,
      sidechainId: env.DEVNET_SIDECHAIN_ID || 'ssc-mainnet-hive',
      dataFile: resolve(env.DEVNET_DATA || resolve(devnetDir, '.devnet-data/state.json')),
      log: env.DEVNET_LOG === '1',
    }),
  };
}
