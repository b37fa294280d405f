/**
 * A remote's `parcel-files.json` (@tdx/contracts ParcelFiles): the chunk files of its exposed
 * parcel and the share keys those chunks consume, so the shell's page can fetch them beside the
 * shell's own code instead of after it, and the build they belong to.
 */
import { PARCEL_FILES_PATH, type ParcelFiles } from '@tdx/contracts';
import webpack, { type Compilation, type Compiler } from 'webpack';
import { chunkGroupFiles, namedChunkGroup } from './chunk-group-files';

/** The chunk name given to an exposed module, e.g. `./parcel` → `parcel`. */
export function exposeChunkName(expose: string): string {
  return expose.replace(/^\.\//, '').replace(/[^\w-]/g, '-');
}

export function parcelFilesOf(compilation: Compilation, chunkName: string, buildId: string): ParcelFiles {
  return { ...chunkGroupFiles(compilation, namedChunkGroup(compilation, chunkName)), buildId };
}

export class ParcelFilesPlugin {
  constructor(
    private readonly chunkName: string,
    private readonly buildId: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(ParcelFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: ParcelFilesPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(PARCEL_FILES_PATH, new webpack.sources.RawSource(JSON.stringify(parcelFilesOf(compilation, this.chunkName, this.buildId))));
      });
    });
  }
}
