import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { RetryChunkLoadPlugin } from 'webpack-retry-chunk-load-plugin';
import { createFederatedConfig } from './federated-config';
import { hostShares } from './shared-dependencies';

const configFor = (mode: 'production' | 'development') =>
  createFederatedConfig({ name: 'mf_test', port: 3999, appDir: __dirname, exposes: { './parcel': './parcel.tsx' } })(undefined, { mode });

describe('createFederatedConfig', () => {
  it('precompresses production scripts, stylesheets and pages with gzip and brotli for the static server', () => {
    const compression = configFor('production').plugins?.filter((plugin) => plugin instanceof CompressionPlugin) ?? [];
    const options = compression.map((plugin) => (plugin as unknown as { options: { algorithm: unknown; filename: unknown } }).options);
    expect(options.map(({ algorithm }) => algorithm)).toEqual(['gzip', 'brotliCompress']);
    expect(options[1].filename).toBe('[path][base].br');
  });

  it('has the shell page preload the runtime files its start-up fetches; remotes have none', () => {
    const preloads = (config: ReturnType<typeof configFor>) =>
      config.plugins?.filter((plugin) => plugin instanceof HtmlWebpackPlugin).map((plugin) => plugin.userOptions.preloadFetches);
    const host = createFederatedConfig({ name: 'shell', port: 3000, appDir: __dirname, isHost: true })(undefined, { mode: 'production' });
    expect(preloads(host)).toEqual([['/config.json', '/remotes.json']]);
    expect(preloads(configFor('production'))).toEqual([[]]);
  });

  it('retries a chunk that failed to load, twice, before the federation runtime sees the failure', () => {
    const retry = configFor('production').plugins?.filter((plugin) => plugin instanceof RetryChunkLoadPlugin) ?? [];
    expect(retry).toHaveLength(1);
    expect(retry[0]).toMatchObject({ options: { maxRetries: 2 } });
  });

  it("builds remotes as federation containers and the shell without the plugin, defining its shared table and the runtime's web-only build", () => {
    const host = createFederatedConfig({ name: 'shell', port: 3000, appDir: __dirname, isHost: true })(undefined, { mode: 'production' });
    expect(host.plugins?.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(false);
    expect(configFor('production').plugins?.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(true);
    const defined = Object.assign({}, ...(host.plugins ?? []).filter((plugin) => plugin instanceof webpack.DefinePlugin).map((plugin) => plugin.definitions));
    expect(JSON.parse(JSON.parse(defined['process.env.TDX_HOST_SHARES'] as string) as string)).toEqual(hostShares());
    expect(defined).toMatchObject({ FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true, ENV_TARGET: '"web"' });
  });

  it("starts the shell's page with React as a script of its own beside main.js; remotes keep webpack's default split", () => {
    const host = createFederatedConfig({ name: 'shell', port: 3000, appDir: __dirname, isHost: true })(undefined, { mode: 'production' });
    const react = host.optimization?.splitChunks ? host.optimization.splitChunks.cacheGroups?.react : undefined;
    expect(react).toMatchObject({ chunks: 'initial', name: 'react' });
    const test = (react as { test: RegExp }).test;
    expect(['/x/node_modules/react-dom/cjs/client.js', '/x/node_modules/scheduler/index.js'].every((file) => test.test(file))).toBe(true);
    expect(test.test('/x/node_modules/react-router/index.js')).toBe(false);
    expect(configFor('production').optimization?.splitChunks).toBeUndefined();
  });

  it("marks React's file, and only the host's production one, with V8's hint that all its functions run on load", () => {
    const hints = (config: ReturnType<typeof configFor>) =>
      (config.plugins ?? []).filter((plugin) => plugin instanceof webpack.BannerPlugin).map((plugin) => (plugin as unknown as { options: object }).options);
    const host = (mode: 'production' | 'development') => createFederatedConfig({ name: 'shell', port: 3000, appDir: __dirname, isHost: true })(undefined, { mode });
    expect(hints(host('production'))).toEqual([expect.objectContaining({ banner: '//# allFunctionsCalledOnLoad', raw: true, include: /^react\.js$/ })]);
    expect(hints(host('development'))).toEqual([]);
    expect(hints(configFor('production'))).toEqual([]);
  });

  it('does not compress development builds', () => {
    expect(configFor('development').plugins?.some((plugin) => plugin instanceof CompressionPlugin)).toBe(false);
  });
});
