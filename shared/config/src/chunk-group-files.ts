import type { ChunkGroup, Compilation, Module } from 'webpack';

interface ConsumeSharedModule {
  options: { shareKey: string };
}

const isConsumeShared = (module: Module): module is Module & ConsumeSharedModule => module.type === 'consume-shared-module';

/** What loading a chunk group fetches: its script and style files, and the share keys its chunks consume (loaded with them). */
export function chunkGroupFiles(compilation: Compilation, group: ChunkGroup, publicPath = ''): { files: string[]; shared: string[] } {
  const files = new Set<string>();
  const shared = new Set<string>();
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(publicPath + file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) if (isConsumeShared(module)) shared.add(module.options.shareKey);
  }
  return { files: [...files].sort(), shared: [...shared].sort() };
}

export function namedChunkGroup(compilation: Compilation, name: string): ChunkGroup {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`No chunk group named ${name}: name its import (webpackChunkName or the expose's name)`);
  return group;
}
