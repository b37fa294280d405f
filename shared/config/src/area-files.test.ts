/**
 * The area file hints (an area's files downloading beside main.js) built for real: a remote publishes its parcel's files, and the
 * host's page runs its boot script with the host's start files and shared copies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack, { type Configuration } from 'webpack';
import type { RouteHintData } from '@tdx/contracts';
import { createFederatedConfig } from './federated-config';

const FIXTURES = path.join(__dirname, '..', 'test-fixtures');
const outputs: string[] = [];

function build(config: Configuration): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'area-files-'));
  outputs.push(out);
  return new Promise((resolve, reject) => {
    webpack({ ...config, devtool: false, output: { ...config.output, path: out } }, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(out);
    });
  });
}

describe('area file hints', () => {
  jest.setTimeout(60_000);
  afterAll(() => outputs.forEach((out) => fs.rmSync(out, { recursive: true, force: true })));

  it("a remote's build lists its parcel's chunk files, the share keys they consume and its build id", async () => {
    const appDir = path.join(FIXTURES, 'remote');
    const out = await build(createFederatedConfig({ name: 'mf_fixture', port: 3999, appDir, exposes: { './parcel': './src/parcel.ts' } })(undefined, { mode: 'development' }));
    const listed = JSON.parse(fs.readFileSync(path.join(out, 'parcel-files.json'), 'utf8')) as { files: string[]; shared: string[]; buildId: string };
    expect(listed.shared).toEqual(['bignumber.js']);
    expect(JSON.parse(fs.readFileSync(path.join(out, 'builds/latest.json'), 'utf8'))).toMatchObject({ id: listed.buildId });
    expect(listed.files).toContainEqual(expect.stringMatching(/^parcel\.[0-9a-f]{8}\.js$/));
    // Its static styles too: the page fetches them with the scripts, not once the parcel's code asks.
    expect(listed.files).toContainEqual(expect.stringMatching(/^parcel\.[0-9a-f]{8}\.css$/));
    for (const file of listed.files) expect(fs.existsSync(path.join(out, file))).toBe(true);
  });

  const early: RouteHintData['early'] = { settingsPath: 'settings', tokenRoutes: [['/trade/:token', 'token']], tokenSymbolPattern: '^[A-Z]+$', nodeCookie: 'sidechain-rpc' };

  it("the host's page runs the boot script with its start files, the files of its share loaders and the open area routes", async () => {
    const appDir = path.join(FIXTURES, 'host');
    const config = createFederatedConfig({
      name: 'shell',
      port: 3998,
      appDir,
      isHost: true,
      routeHints: { script: path.join(appDir, 'src/boot.ts'), routes: [['/trade/:token', 'mf_trade']], startChunks: ['start-part'], hostShares: path.join(appDir, 'src/host-shares.ts'), early },
    })(undefined, { mode: 'development' });
    const out = await build(config);
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const inline = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(html.indexOf('main.js')).toBeLessThan(html.indexOf(inline));
    // The stylesheet after the boot script, which would otherwise wait for it to load.
    const stylesheet = /<link href="\/(main\.[0-9a-f]{8}\.css)[^"]*" rel="stylesheet">/.exec(html);
    expect(html.indexOf(inline)).toBeLessThan(stylesheet?.index ?? -1);
    expect(fs.readFileSync(path.join(out, stylesheet?.[1] ?? ''), 'utf8')).toContain('min-height: 100vh');

    const page = { window: {} as { booted?: { start: string[]; shared: Record<string, string[]> } & Pick<RouteHintData, 'routes' | 'remotesUrl' | 'configUrl' | 'early'> } };
    vm.runInNewContext(inline, page);
    const data = page.window.booted;
    expect(data?.routes).toEqual([['/trade/:token', 'mf_trade']]);
    expect(data?.remotesUrl).toBe('/remotes.json');
    expect(data?.configUrl).toBe('/config.json');
    expect(data?.early).toEqual(early);
    const bignumberFiles = data?.shared['bignumber.js'] ?? [];
    expect(bignumberFiles.length).toBeGreaterThan(0);
    // Already in main.js: nothing more to fetch for it.
    expect(data?.shared['@tdx/contracts']).toBeUndefined();
    expect(data?.start).toEqual(expect.arrayContaining([expect.stringMatching(/^\/start-part\.[0-9a-f]{8}\.js$/)]));
    for (const file of [...(data?.start ?? []), ...bignumberFiles]) expect(fs.existsSync(path.join(out, file))).toBe(true);
  });
});
