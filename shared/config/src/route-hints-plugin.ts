/**
 * The shell's page gets an inline boot script, so an area's page loads without a waterfall. It
 * reads the runtime config and /remotes.json at once and, on an open area route (any visitor may see it), hints that area's
 * files: its remoteEntry.js, the parcel's chunks from the remote's `parcel-files.json`, the shell's
 * files every area page loads, and the shell's copies of the shared modules the parcel consumes.
 * They download beside main.js instead of after it runs. It also asks for the answers the page
 * waits for before it shows anything (`early`).
 */
import fs from 'node:fs';
import { transformSync } from '@swc/core';
import { BOOT_GLOBAL, PARCEL_FILES_PATH, RUNTIME_CONFIG_URL, START_READ_TIMEOUT_MS, type RouteHintData } from '@tdx/contracts';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, Module } from 'webpack';
import { chunkGroupFiles, namedChunkGroup } from './chunk-group-files';

export interface RouteHintsOptions {
  /** The boot script's TypeScript source; it exports `boot(data: RouteHintData)` and imports nothing at run time. */
  script: string;
  routes: RouteHintData['routes'];
  remotesUrl: string;
  /** What the boot script asks the services for as soon as the runtime config is in. */
  early: RouteHintData['early'];
  /** Chunk names (webpackChunkName) of the shell's dynamic imports every area page loads. */
  startChunks: string[];
  /** The shell's module of share loaders: one `import('<share key>')` each. */
  hostShares: string;
}

type WithInnerModules = Module & { resource?: string; modules?: Iterable<Module & { resource?: string }> };

/** The module built from `file`, also when it was concatenated into another. */
function moduleOf(compilation: Compilation, file: string): Module {
  for (const module of compilation.modules as Iterable<WithInnerModules>) {
    if (module.resource === file) return module;
    for (const inner of module.modules ?? []) if (inner.resource === file) return inner;
  }
  throw new Error(`${file} is not part of the build`);
}

/** Share key → the files each share loader's import fetches (none for a module main.js has already). */
function sharedFiles(compilation: Compilation, hostShares: string, publicPath: string): Record<string, string[]> {
  const shared: Record<string, string[]> = {};
  for (const block of moduleOf(compilation, hostShares).blocks) {
    const key = (block.dependencies[0] as { request?: string } | undefined)?.request;
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    const files = group ? chunkGroupFiles(compilation, group, publicPath).files : [];
    if (key && files.length > 0) shared[key] = files;
  }
  return shared;
}

export function routeHintData(compilation: Compilation, options: Omit<RouteHintsOptions, 'script'>, publicPath: string): RouteHintData {
  const shared = sharedFiles(compilation, options.hostShares, publicPath);
  const start = options.startChunks.flatMap((name) => chunkGroupFiles(compilation, namedChunkGroup(compilation, name), publicPath).files);
  return {
    configUrl: RUNTIME_CONFIG_URL,
    remotesUrl: options.remotesUrl,
    parcelFilesPath: PARCEL_FILES_PATH,
    global: BOOT_GLOBAL,
    readTimeoutMs: START_READ_TIMEOUT_MS,
    routes: options.routes,
    start: [...new Set(start)].sort(),
    shared,
    early: options.early,
  };
}

/** The boot script as one inline statement that runs `boot(data)`. */
export function inlineBootScript(source: string, data: RouteHintData): string {
  const { code } = transformSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2019', minify: { compress: true, mangle: true } },
    module: { type: 'commonjs' },
    minify: true,
  });
  // The data sits in a <script>: no "<" may close it early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `(function(){var exports={};${code};exports.boot(${json})})()`;
}

export class RouteHintsPlugin {
  constructor(private readonly options: RouteHintsOptions) {}

  apply(compiler: Compiler): void {
    const publicPath = String(compiler.options.output.publicPath ?? '/');
    compiler.hooks.thisCompilation.tap(RouteHintsPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(RouteHintsPlugin.name, (groups) => {
        const source = fs.readFileSync(this.options.script, 'utf8');
        const script = inlineBootScript(source, routeHintData(compilation, this.options, publicPath));
        // After main.js's tag: its download is asked for first, then the hints. Before the
        // stylesheets: an inline script placed after a stylesheet waits until that has loaded.
        const isStylesheet = (tag: HtmlWebpackPlugin.HtmlTagObject) => tag.tagName === 'link' && tag.attributes.rel === 'stylesheet';
        const bootTag = HtmlWebpackPlugin.createHtmlTagObject('script', {}, script);
        groups.headTags = [...groups.headTags.filter((tag) => !isStylesheet(tag)), bootTag, ...groups.headTags.filter(isStylesheet)];
        return groups;
      });
    });
  }
}
