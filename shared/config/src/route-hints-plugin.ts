/**
 * The shell's page gets an inline boot script (issue 6). It reads /remotes.json at once and, on an
 * open area route (any visitor may see it), hints that area's files: its remoteEntry.js, the
 * parcel's chunks from the remote's `parcel-files.json`, the shell's files every area page loads,
 * and the shell's copies of the shared modules the parcel consumes. They download beside main.js
 * instead of after it runs.
 */
import fs from 'node:fs';
import { transformSync } from '@swc/core';
import { BOOT_GLOBAL, PARCEL_FILES_PATH, type RouteHintData } from '@tdx/contracts';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, Module } from 'webpack';
import { chunkGroupFiles, namedChunkGroup } from './chunk-group-files';

export interface RouteHintsOptions {
  /** The boot script's TypeScript source; it exports `boot(data: RouteHintData)` and imports nothing at run time. */
  script: string;
  routes: RouteHintData['routes'];
  remotesUrl: string;
  /** Chunk names (webpackChunkName) of the shell's dynamic imports every area page loads. */
  startChunks: string[];
}

interface ProvideSharedModule {
  _name: string;
}

const isProvideShared = (module: Module): module is Module & ProvideSharedModule => module.type === 'provide-module';

/** Share key → the files providing it; an eager share has none (it is in main.js already). */
function sharedFiles(compilation: Compilation, publicPath: string): Record<string, string[]> {
  const shared: Record<string, string[]> = {};
  for (const module of compilation.modules) {
    if (!isProvideShared(module)) continue;
    const files = module.blocks.flatMap((block) => {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      return group ? chunkGroupFiles(compilation, group, publicPath).files : [];
    });
    if (files.length > 0) shared[module._name] = [...new Set([...(shared[module._name] ?? []), ...files])].sort();
  }
  return shared;
}

export function routeHintData(compilation: Compilation, options: Omit<RouteHintsOptions, 'script'>, publicPath: string): RouteHintData {
  const shared = sharedFiles(compilation, publicPath);
  const start = options.startChunks.flatMap((name) => {
    const needs = chunkGroupFiles(compilation, namedChunkGroup(compilation, name), publicPath);
    return [...needs.files, ...needs.shared.flatMap((key) => shared[key] ?? [])];
  });
  return {
    remotesUrl: options.remotesUrl,
    parcelFilesPath: PARCEL_FILES_PATH,
    global: BOOT_GLOBAL,
    routes: options.routes,
    start: [...new Set(start)].sort(),
    shared,
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
        // After main.js's tag: its download is asked for first, then the hints.
        groups.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script));
        return groups;
      });
    });
  }
}
