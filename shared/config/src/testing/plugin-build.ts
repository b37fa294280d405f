import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/**
 * For a plugin's tests: a real webpack build of a one-line entry (`main`) with `plugins`, in a
 * directory of its own that is removed afterwards. Returns the output files asked for, as text.
 */
export async function buildWithPlugins(plugins: webpack.WebpackPluginInstance[], outputFiles: string[]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-build-'));
  try {
    fs.writeFileSync(path.join(dir, 'entry.js'), 'export const x = 1;');
    const compiler = webpack({ mode: 'none', context: dir, entry: { main: './entry.js' }, output: { path: path.join(dir, 'dist') }, plugins });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
    );
    await new Promise((resolve) => compiler.close(resolve));
    return outputFiles.map((file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
