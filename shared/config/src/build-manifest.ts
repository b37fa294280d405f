/**
 * The build manifest each app publishes next to its files, polled by the shell to learn that a
 * newer build is deployed (spec §7): `builds/latest.json` ({ id, timestamp }) and
 * `builds/meta/<id>.json` (the same plus the app's name).
 */
import webpack, { type Compiler } from 'webpack';

export const LATEST_BUILD_FILE = 'builds/latest.json';

/** A build id usable as a file name and URL segment: anything outside [A-Za-z0-9._-] becomes `-`. */
export function safeBuildId(id: string): string {
  return id.replace(/[^\w.-]/g, '-');
}

/** `TDX_BUILD_ID` when set, else `<app>-<ISO time>`; always file-name safe. */
export function buildIdFor(app: string, env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  return safeBuildId(env.TDX_BUILD_ID ?? `${app}-${now.toISOString()}`);
}

export function buildManifestFiles(app: string, id: string, timestamp: number): Record<string, string> {
  return {
    [LATEST_BUILD_FILE]: JSON.stringify({ id, timestamp }),
    [`builds/meta/${id}.json`]: JSON.stringify({ id, timestamp, app }),
  };
}

/** Emits the manifest files into the build's output. */
export class BuildManifestPlugin {
  constructor(
    private readonly app: string,
    private readonly id: string,
    private readonly timestamp: number = Date.now(),
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(BuildManifestPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: BuildManifestPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, content] of Object.entries(buildManifestFiles(this.app, this.id, this.timestamp))) {
            compilation.emitAsset(file, new webpack.sources.RawSource(content));
          }
        },
      );
    });
  }
}
