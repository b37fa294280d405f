/**
 * Which runtime files the shell serves as /config.json and /remotes.json. Chosen by environment
 * at serve time, so moving a service or a remote never needs a rebuild.
 */
import path from 'node:path';
import { REMOTES_URL, RUNTIME_CONFIG_URL } from '@tdx/contracts';
import { REPO_ROOT } from './shared-dependencies';

export interface RuntimeFiles {
  config: string;
  remotes: string;
}

export function runtimeFiles(env: NodeJS.ProcessEnv = process.env, root = REPO_ROOT): RuntimeFiles {
  return {
    config: path.resolve(root, env.TDX_CONFIG ?? 'config/runtime/devnet.json'),
    remotes: path.resolve(root, env.TDX_REMOTES ?? 'config/runtime/remotes.devnet.json'),
  };
}

/** URL path on the shell's origin → file served there. */
export function runtimeFileRoutes(files: RuntimeFiles): Record<string, string> {
  return { [RUNTIME_CONFIG_URL]: files.config, [REMOTES_URL]: files.remotes };
}
