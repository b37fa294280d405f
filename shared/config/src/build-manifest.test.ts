import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { BuildManifestPlugin, buildIdFor, buildManifestFiles, safeBuildId } from './build-manifest';

describe('build ids', () => {
  it('takes TDX_BUILD_ID, else the app name and the time, always file-name safe', () => {
    expect(buildIdFor('mf_bridge', { TDX_BUILD_ID: 'redeploy-1' })).toBe('redeploy-1');
    expect(buildIdFor('shell', {}, new Date('2026-01-02T03:04:05.678Z'))).toBe('shell-2026-01-02T03-04-05.678Z');
    expect(safeBuildId('a/../b c@d')).toBe('a-..-b-c-d');
  });
});

describe('buildManifestFiles', () => {
  it('writes builds/latest.json and builds/meta/<id>.json', () => {
    expect(buildManifestFiles('shell', 'b1', 42)).toEqual({
      'builds/latest.json': '{"id":"b1","timestamp":42}',
      'builds/meta/b1.json': '{"id":"b1","timestamp":42,"app":"shell"}',
    });
  });
});

describe('BuildManifestPlugin', () => {
  it('emits both files into the output of a real build', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-manifest-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), 'export const x = 1;');
    const compiler = webpack({
      mode: 'none',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [new BuildManifestPlugin('mf_test', 'build-7', 1000)],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'dist/builds/latest.json'), 'utf8'))).toEqual({ id: 'build-7', timestamp: 1000 });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'dist/builds/meta/build-7.json'), 'utf8'))).toEqual({ id: 'build-7', timestamp: 1000, app: 'mf_test' });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
