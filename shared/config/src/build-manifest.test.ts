import { BuildManifestPlugin, buildIdFor, buildManifestFiles, safeBuildId } from './build-manifest';
import { buildWithPlugins } from './testing/plugin-build';

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
    const [latest, meta] = await buildWithPlugins([new BuildManifestPlugin('mf_test', 'build-7', 1000)], ['builds/latest.json', 'builds/meta/build-7.json']);
    expect(JSON.parse(latest)).toEqual({ id: 'build-7', timestamp: 1000 });
    expect(JSON.parse(meta)).toEqual({ id: 'build-7', timestamp: 1000, app: 'mf_test' });
  });
});
