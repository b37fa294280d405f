/**
 * The modules the shell provides to the remotes, from its own build: each loads when a remote
 * first needs it (those the first page already has resolve at once). Those every area's first
 * render takes travel in the "area-start" file with the outlet (routing/manifest-route.tsx), the
 * chain clients in the guards' "chain-api" file. The keys are the shared table's (@tdx/config
 * shared-dependencies.ts); the build writes that table's versions and rules into TDX_HOST_SHARES.
 */
import type { init } from '@module-federation/enhanced/runtime';
import type { HostShare } from '@tdx/config/shared-dependencies';

type SharedOptions = NonNullable<Parameters<typeof init>[0]['shared']>;

export const HOST_SHARE_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@emotion/react': () => import('@emotion/react'),
  '@emotion/styled': () => import('@emotion/styled'),
  '@emotion/cache': () => import('@emotion/cache'),
  '@tdx/ui': () => import('@tdx/ui'),
  '@tdx/ui/base': () => import('@tdx/ui/base'),
  '@tdx/ui/overlay': () => import('@tdx/ui/overlay'),
  '@tdx/ui/extra': () => import('@tdx/ui/extra'),
  '@tdx/ui/parcel': () => import(/* webpackChunkName: "area-start" */ '@tdx/ui/parcel'),
  '@tdx/ui/format': () => import(/* webpackChunkName: "area-start" */ '@tdx/ui/format'),
  '@tdx/router': () => import('@tdx/router'),
  'single-spa': () => import(/* webpackChunkName: "area-start" */ 'single-spa'),
  'single-spa-react': () => import(/* webpackChunkName: "area-start" */ 'single-spa-react'),
  notistack: () => import('notistack'),
  'bignumber.js': () => import(/* webpackChunkName: "area-start" */ 'bignumber.js'),
  '@tdx/keychain': () => import('@tdx/keychain'),
  '@tdx/api': () => import(/* webpackChunkName: "chain-api" */ '@tdx/api'),
  '@tdx/cart': () => import('@tdx/cart'),
  '@tdx/contracts': () => import('@tdx/contracts'),
  '@tdx/event-bus': () => import('@tdx/event-bus'),
  '@tdx/session': () => import('@tdx/session'),
  '@tdx/settings': () => import('@tdx/settings'),
  '@tdx/api/core': () => import('@tdx/api/core'),
  '@tdx/data': () => import('@tdx/data'),
};

/** The build's table of shared modules (key → version and rules). */
function builtTable(): Record<string, HostShare> {
  return JSON.parse(process.env.TDX_HOST_SHARES ?? '{}') as Record<string, HostShare>;
}

/** The runtime's `shared` option: every module of the table, served by the shell's own copy. */
export function hostShared(table: Record<string, HostShare> = builtTable()): SharedOptions {
  return Object.fromEntries(
    Object.entries(table).map(([key, { version, ...shareConfig }]) => {
      const load = HOST_SHARE_LOADERS[key];
      if (!load) throw new Error(`The shell has no copy of the shared module ${key}`);
      return [key, { version, shareConfig, get: () => load().then((module) => () => module) }];
    }),
  );
}
