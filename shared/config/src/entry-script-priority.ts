/**
 * The page's own scripts (react.js, main.js) are deferred, which Chrome fetches at low priority:
 * behind every stylesheet, fetch and preload the page starts at once, and, while the page is still
 * in its head, one low-priority request at a time. Nothing can show before both have run, so they
 * are asked for at high priority; the area files the boot script hints stay low.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export class EntryScriptPriorityPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(EntryScriptPriorityPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(EntryScriptPriorityPlugin.name, (data) => {
        for (const tag of data.assetTags.scripts) if (tag.attributes.src) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}
