/**
 * The one table of Module Federation shared modules. Every app builds its `shared` option from it,
 * so a singleton is declared the same way everywhere. Whole libraries (MUI, react-router, rxjs) are
 * deliberately absent: they sit behind the curated `@tdx/*` facades, which are the shared keys,
 * because a shared module is built whole and never tree-shaken: a facade keeps only what the apps
 * use on the page.
 */
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface SharedModule {
  singleton: true;
  requiredVersion: string;
  strictVersion: boolean;
}

/** What the host tells the federation runtime about a module it provides (the version it has). */
export interface HostShare extends SharedModule {
  version: string;
}

interface SharedKey {
  key: string;
  /** npm package whose version the key carries (a subpath key takes its package's version). */
  packageName: string;
  /** A mismatch must fail loudly: the React/MUI/emotion/router/single-spa family. */
  strict: boolean;
}

const TDX_BROWSER_PACKAGES = ['contracts', 'event-bus', 'session', 'settings', 'api/core', 'data'];

const SHARED_KEYS: readonly SharedKey[] = [
  { key: 'react', packageName: 'react', strict: true },
  { key: 'react/jsx-runtime', packageName: 'react', strict: true },
  { key: 'react-dom', packageName: 'react-dom', strict: true },
  { key: 'react-dom/client', packageName: 'react-dom', strict: true },
  { key: '@emotion/react', packageName: '@emotion/react', strict: true },
  { key: '@emotion/styled', packageName: '@emotion/styled', strict: true },
  { key: '@emotion/cache', packageName: '@emotion/cache', strict: true },
  { key: '@tdx/ui', packageName: '@tdx/ui', strict: true },
  { key: '@tdx/ui/base', packageName: '@tdx/ui', strict: true },
  { key: '@tdx/ui/overlay', packageName: '@tdx/ui', strict: true },
  { key: '@tdx/ui/extra', packageName: '@tdx/ui', strict: true },
  { key: '@tdx/ui/parcel', packageName: '@tdx/ui', strict: true },
  { key: '@tdx/ui/format', packageName: '@tdx/ui', strict: true },
  { key: '@tdx/router', packageName: '@tdx/router', strict: true },
  { key: 'single-spa', packageName: 'single-spa', strict: true },
  { key: 'single-spa-react', packageName: 'single-spa-react', strict: true },
  { key: 'notistack', packageName: 'notistack', strict: false },
  { key: 'bignumber.js', packageName: 'bignumber.js', strict: false },
  { key: '@tdx/keychain', packageName: '@tdx/keychain', strict: false },
  { key: '@tdx/api', packageName: '@tdx/api', strict: false },
  { key: '@tdx/cart', packageName: '@tdx/cart', strict: false },
  ...TDX_BROWSER_PACKAGES.map((name) => ({ key: `@tdx/${name}`, packageName: `@tdx/${name.split('/')[0]}`, strict: false })),
];

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
}

/** Third-party ranges come from the root package.json; workspace packages from their own version. */
export function requiredVersionOf(packageName: string, root = REPO_ROOT): string {
  if (packageName.startsWith('@tdx/')) {
    const workspace = readPackageJson(path.join(root, 'shared', packageName.slice('@tdx/'.length), 'package.json'));
    return `^${workspace.version}`;
  }
  const rootPackage = readPackageJson(path.join(root, 'package.json'));
  const range = rootPackage.dependencies?.[packageName] ?? rootPackage.devDependencies?.[packageName];
  if (!range) throw new Error(`${packageName} is shared but not declared in the root package.json`);
  return range;
}

/** The version installed in the repository (a workspace package's own version). */
function installedVersionOf(packageName: string, root: string): string {
  const dir = packageName.startsWith('@tdx/') ? path.join(root, 'shared', packageName.slice('@tdx/'.length)) : path.join(root, 'node_modules', packageName);
  return readPackageJson(path.join(dir, 'package.json')).version;
}

function sharedModule({ packageName, strict }: SharedKey, root: string): SharedModule {
  return { singleton: true, requiredVersion: requiredVersionOf(packageName, root), strictVersion: strict };
}

/** The remotes' `shared` option: everything lazily, so they always take the host's copies. */
export function sharedDependencies(root = REPO_ROOT): Record<string, SharedModule> {
  return Object.fromEntries(SHARED_KEYS.map((shared) => [shared.key, sharedModule(shared, root)]));
}

/**
 * What the host registers with the federation runtime when it loads the first area. The host is
 * built without the federation plugin, so the runtime stays out of its first page
 * (docs/DECISIONS.md, "The federation runtime on first use").
 */
export function hostShares(root = REPO_ROOT): Record<string, HostShare> {
  return Object.fromEntries(SHARED_KEYS.map((shared) => [shared.key, { ...sharedModule(shared, root), version: installedVersionOf(shared.packageName, root) }]));
}
