import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { EntryScriptPriorityPlugin } from './entry-script-priority';

async function builtPage(plugins: webpack.WebpackPluginInstance[]): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-priority-'));
  try {
    fs.writeFileSync(path.join(dir, 'entry.js'), 'export const x = 1;');
    const compiler = webpack({
      mode: 'none',
      context: dir,
      entry: { main: './entry.js' },
      output: { path: path.join(dir, 'dist') },
      plugins: [new HtmlWebpackPlugin({ templateContent: '<html><head></head><body></body></html>' }), ...plugins],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
    );
    await new Promise((resolve) => compiler.close(resolve));
    return fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('EntryScriptPriorityPlugin', () => {
  it("asks for the page's deferred scripts at high priority", async () => {
    expect(await builtPage([])).not.toContain('fetchpriority');
    expect(await builtPage([new EntryScriptPriorityPlugin()])).toContain('<script defer src="main.js" fetchpriority="high"></script>');
  });
});
