/**
 * How one built app is served: its port, and for the shell the runtime files copied next to
 * index.html and the SPA fallback; remotes get CORS so the shell's origin can load them.
 */
import { isRemoteName, REMOTES, SHELL_PORT } from '@tdx/contracts';

export interface Serving {
  port: number;
  isHost: boolean;
}

/** `shell` or a remote's folder name (`mf-wallet`) → how to serve it. */
export function servingFor(appDir: string): Serving {
  if (appDir === 'shell') return { port: SHELL_PORT, isHost: true };
  const remote = appDir.replace(/-/g, '_');
  if (!isRemoteName(remote)) throw new Error(`Unknown app folder ${appDir}`);
  return { port: REMOTES[remote].port, isHost: false };
}

/**
 * `--dev` makes sirv look files up per request, so a rebuilt app is served without a restart;
 * `--brotli` and `--gzip` send the build's precompressed `.br` or `.gz` files to browsers that
 * accept them (brotli first).
 */
export function sirvArguments(serving: Serving, host: string): string[] {
  return ['dist', '--dev', '--brotli', '--gzip', '--port', String(serving.port), '--host', host, ...(serving.isHost ? ['--single'] : ['--cors'])];
}
