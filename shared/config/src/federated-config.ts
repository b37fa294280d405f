/**
 * Whole webpack configuration of one app (the shell or a remote): swc for TypeScript, Module
 * Federation with the shared table, production and development modes. Why each part is there:
 * docs/DECISIONS.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { RetryChunkLoadPlugin } from 'webpack-retry-chunk-load-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { PARCEL_EXPOSE, REMOTES_URL, STYLE_NONCE_META, STYLE_NONCE_PLACEHOLDER } from '@tdx/contracts';
import { BuildManifestPlugin, buildIdFor } from './build-manifest';
import { EagerModuleFactoriesPlugin } from './eager-module-factories';
import { EntryScriptPriorityPlugin } from './entry-script-priority';
import { exposeChunkName, ParcelFilesPlugin } from './parcel-files';
import { RouteHintsPlugin, type RouteHintsOptions } from './route-hints-plugin';
import { REACT_ROUTER_CHUNK } from './react-router-pure-calls';
import { runtimeFileRoutes, runtimeFiles } from './runtime-files';
import { hostShares, REPO_ROOT, sharedDependencies } from './shared-dependencies';

export interface FederatedAppOptions {
  /** Federation name and uniqueName: `shell` or `mf_<area>`. */
  name: string;
  port: number;
  /** The app folder (pass `__dirname`). */
  appDir: string;
  /** Remotes only: modules exposed to the host, e.g. `{ './parcel': './src/remote/parcel.tsx' }`. */
  exposes?: Record<string, string>;
  isHost?: boolean;
  /** Text of the <title> before the app sets its own. */
  title?: string;
  /** Host only: the page's boot script that hints an area's files (route-hints-plugin.ts). */
  routeHints?: Omit<RouteHintsOptions, 'remotesUrl'>;
}

type Mode = 'production' | 'development';

const COMPRESSIBLE = { test: /\.(js|css|html)$/, threshold: 1024, minRatio: 0.9 };

/**
 * `.br` and `.gz` beside each production script, stylesheet and page, which the static server sends
 * to browsers that accept them (the app servers, brotli first): the bytes a CDN would send,
 * not the raw files. Brotli 11 makes main.js about 15 % smaller than gzip 9.
 */
function precompressed(mode: Mode) {
  if (mode !== 'production') return [];
  return [
    new CompressionPlugin({ ...COMPRESSIBLE, algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin<zlib.BrotliOptions>({
      ...COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

interface CliArgv {
  mode?: Mode;
}

function swcLoaderOptions(mode: Mode) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: mode === 'development' } },
      target: 'es2022',
    },
  };
}

function devServer(options: FederatedAppOptions): DevServerConfiguration {
  const routes = runtimeFileRoutes(runtimeFiles());
  return {
    port: options.port,
    hot: false,
    historyApiFallback: Boolean(options.isHost),
    headers: { 'Access-Control-Allow-Origin': '*' },
    // The runtime files, read on each request like the static server's copies (remotes run alone need them too).
    setupMiddlewares: (middlewares) => [
      ...Object.entries(routes).map(([urlPath, file]) => ({
        path: urlPath,
        middleware: (_req: unknown, res: { type(t: string): void; send(body: string): void }) => {
          res.type('application/json');
          res.send(fs.readFileSync(file, 'utf8'));
        },
      })),
      ...middlewares,
    ],
  };
}

/**
 * MUI's public `createTheme` and `ThemeProvider` carry the CSS-variables theme code (about 8 kB
 * gzipped on the first page) even for a classic theme. The site's theme declares neither
 * `cssVariables` nor `colorSchemes`, and for such a theme both entry points end in their
 * no-variables versions, so the build takes those directly.
 * shared/ui theme.test.ts fails if the theme stops being classic.
 */
function leanMuiTheme() {
  return [
    new webpack.NormalModuleReplacementPlugin(/[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/, './createThemeNoVars.mjs'),
    new webpack.NormalModuleReplacementPlugin(/[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/, './ThemeProviderNoVars.mjs'),
  ];
}

/**
 * react-router's package exports name only its development build, which keeps its dev warnings on;
 * the production build beside it differs in exactly that flag.
 */
function reactRouterProductionBuild() {
  const development = require.resolve('react-router', { paths: [REPO_ROOT] });
  return { 'react-router$': path.join(path.dirname(path.dirname(development)), 'production', 'index.mjs') };
}

/**
 * Styles written in `*.css.ts` (vanilla-extract) become stylesheets at build time, one per chunk
 * that uses them: what the first paint shows is styled without emotion's run-time work.
 * The page links main's stylesheet; a chunk's own is loaded with the chunk.
 */
function staticStyles() {
  return [
    new VanillaExtractPlugin(),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
  ];
}

/** Each exposed module gets a named chunk, so the build can list its files. */
function namedExposes(exposes: Record<string, string> = {}) {
  return Object.fromEntries(Object.entries(exposes).map(([expose, file]) => [expose, { import: file, name: exposeChunkName(expose) }]));
}

/**
 * A remote is a federation container. In production it uses the federation runtime the host
 * provides (each remoteEntry drops from about 25 to 9 kB); run alone (development) it keeps its own.
 * The host is not built with the plugin: it starts the runtime itself on the first area it loads
 * and registers its shared modules then (shell/src/federation), so neither the runtime nor share
 * negotiation is part of its first page. Its build only carries what it registers.
 */
function federation(options: FederatedAppOptions, mode: Mode) {
  if (options.isHost) {
    return [
      new webpack.DefinePlugin({
        'process.env.TDX_HOST_SHARES': JSON.stringify(JSON.stringify(hostShares())),
        // What the plugin's `experiments.optimization` sets for the runtime it bundles: without the
        // snapshot (manifest) code and the non-browser loaders.
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
        ENV_TARGET: JSON.stringify('web'),
      }),
    ];
  }
  return [
    new ModuleFederationPlugin({
      name: options.name,
      filename: 'remoteEntry.js',
      exposes: namedExposes(options.exposes),
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      experiments: {
        optimization: { disableSnapshot: true, target: 'web' },
        ...(mode === 'production' ? { externalRuntime: true } : {}),
      },
    }),
  ];
}

/** The host's boot script; each remote's list of its parcel's files. */
function areaFileHints(options: FederatedAppOptions, buildId: string) {
  if (options.routeHints) return [new RouteHintsPlugin({ ...options.routeHints, remotesUrl: REMOTES_URL })];
  return options.exposes?.[PARCEL_EXPOSE] ? [new ParcelFilesPlugin(exposeChunkName(PARCEL_EXPOSE), buildId)] : [];
}

/**
 * The shell's page loads React (react-dom is two thirds of its start code) as a script of its own
 * beside main.js. V8 finishes compiling a downloaded script on the main thread when it runs it, at a
 * cost that grows with the script (more so under Lighthouse's trace, which copies each script's
 * source into it): two scripts make two shorter tasks where one made the page's longest.
 */
const REACT_FILE = { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, chunks: 'initial', name: 'react', enforce: true } as const;

/**
 * React's file tells V8 that its functions all run as the page loads (`//# allFunctionsCalledOnLoad`,
 * V8's explicit compile hint): the first render calls most of react-dom, and V8 then compiles them
 * while the file streams in, on a background thread, instead of one by one on the main thread as
 * the first render reaches them. Only React's file: on the whole of main.js the hint moved its
 * compilation into one long task at the script's start.
 */
function reactCompileHint(isHost: boolean, mode: Mode) {
  if (!isHost || mode !== 'production') return [];
  // After the minifier, which would drop the comment.
  return [new webpack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, include: new RegExp(`^${REACT_FILE.name}\\.js$`), stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 2 })];
}

export function createFederatedConfig(options: FederatedAppOptions) {
  return (_env: unknown, argv: CliArgv = {}): Configuration & { devServer: DevServerConfiguration } => {
    const mode: Mode = argv.mode ?? 'production';
    const isHost = Boolean(options.isHost);
    const buildId = buildIdFor(options.name);
    return {
      mode,
      context: options.appDir,
      entry: { main: './src/index.ts' },
      target: ['web', 'es2022'],
      devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.appDir, 'dist'),
        // The MF plugin cannot put [contenthash] in entry names; the HTML adds a cache-busting query.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        alias: mode === 'production' ? reactRouterProductionBuild() : {},
        conditionNames: ['es2015', 'webpack', mode, 'import', 'module', 'browser', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcLoaderOptions(mode) },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: REACT_ROUTER_CHUNK, loader: path.join(__dirname, 'react-router-pure-calls.ts') },
        ],
      },
      optimization: {
        minimize: mode === 'production',
        // The factories get back the parentheses the minifier drops: V8 then compiles them off the main thread.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify }), new EagerModuleFactoriesPlugin()],
        mangleExports: 'size',
        concatenateModules: true,
        splitChunks: isHost ? { cacheGroups: { react: REACT_FILE } } : undefined,
      },
      performance: { hints: false },
      plugins: [
        ...federation(options, mode),
        ...staticStyles(),
        ...leanMuiTheme(),
        // A chunk that fails to load (a dropped connection, or webpack's chunk timeout firing after the
        // computer slept) is fetched again inside webpack's chunk loading, before the federation
        // runtime sees a failure: it remembers a failed shared module for good (docs/DECISIONS.md).
        new RetryChunkLoadPlugin({ maxRetries: 2, retryDelay: 'function(attempt) { return attempt * 1000; }' }),
        // Which build is running, readable by the app (remotes show it on their parcel root), and
        // builds/latest.json saying which build is deployed (the shell polls it).
        new webpack.DefinePlugin({ 'process.env.TDX_BUILD_ID': JSON.stringify(buildId) }),
        new BuildManifestPlugin(options.name, buildId),
        new HtmlWebpackPlugin({
          title: options.title ?? 'Tribaldex',
          template: path.join(__dirname, 'index.html'),
          // A file, not a data: address, so the page's policy allows images from known origins only.
          favicon: path.join(__dirname, 'favicon.svg'),
          styleNonceMeta: STYLE_NONCE_META,
          styleNoncePlaceholder: STYLE_NONCE_PLACEHOLDER,
          hash: true,
          chunks: ['main'],
          // The shell's start-up reads both before anything else: fetched beside main.js, not after it runs.
          preloadFetches: isHost ? Object.keys(runtimeFileRoutes(runtimeFiles())) : [],
        }),
        ...(isHost ? [new EntryScriptPriorityPlugin()] : []),
        ...areaFileHints(options, buildId),
        ...reactCompileHint(isHost, mode),
        ...precompressed(mode),
      ],
      devServer: devServer(options),
    };
  };
}
