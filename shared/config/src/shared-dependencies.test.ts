import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, sharedDependencies } from './shared-dependencies';

const rootPackage = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Shared as one copy with exactly the root version: the React, UI, emotion, router and single-spa family. */
const STRICT_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@tdx/ui',
  '@tdx/ui/overlay',
  '@tdx/ui/extra',
  '@tdx/ui/parcel',
  '@tdx/ui/format',
  '@tdx/router',
  'single-spa',
  'single-spa-react',
];
const SINGLETONS = [
  ...STRICT_SINGLETONS,
  'notistack',
  '@tdx/contracts',
  '@tdx/event-bus',
  '@tdx/session',
  '@tdx/settings',
  '@tdx/api',
  '@tdx/api/core',
  '@tdx/keychain',
];

describe('sharedDependencies', () => {
  const remote = sharedDependencies(false);
  const host = sharedDependencies(true);

  it('declares every singleton the apps rely on', () => {
    for (const key of SINGLETONS) expect([key, remote[key]?.singleton]).toEqual([key, true]);
  });

  it('takes third-party versions from the root package.json, subpaths from their package', () => {
    expect(remote.react.requiredVersion).toBe(rootPackage.dependencies.react);
    expect(remote['react/jsx-runtime'].requiredVersion).toBe(rootPackage.dependencies.react);
    expect(remote['react-dom/client'].requiredVersion).toBe(rootPackage.dependencies['react-dom']);
    expect(remote['@emotion/styled'].requiredVersion).toBe(rootPackage.dependencies['@emotion/styled']);
    expect(remote['single-spa-react'].requiredVersion).toBe(rootPackage.dependencies['single-spa-react']);
    expect(remote['@tdx/ui/overlay'].requiredVersion).toBe('^0.1.0');
    expect(remote['@tdx/api/core'].requiredVersion).toBe('^0.1.0');
  });

  it('keeps whole libraries behind the facades instead of sharing them', () => {
    expect(remote['@mui/material']).toBeUndefined();
    expect(remote['react-router']).toBeUndefined();
    expect(remote.rxjs).toBeUndefined();
  });

  it('is strict for the React, UI, emotion, router and single-spa family only', () => {
    const strict = Object.entries(remote)
      .filter(([, module]) => module.strictVersion)
      .map(([key]) => key);
    expect(strict.sort()).toEqual([...STRICT_SINGLETONS].sort());
  });

  it('is eager only in the host, and never for what the first paint does not show', () => {
    expect(Object.values(remote).every((module) => !module.eager)).toBe(true);
    expect(host.react.eager).toBe(true);
    expect(host['react-dom/client'].eager).toBe(true);
    expect(host['@tdx/ui'].eager).toBe(true);
    expect(host['@tdx/api/core'].eager).toBe(true);
    for (const lazy of ['@tdx/ui/overlay', '@tdx/ui/extra', '@tdx/ui/parcel', '@tdx/ui/format', 'notistack', 'single-spa', 'single-spa-react', '@tdx/keychain', 'bignumber.js', '@tdx/api']) {
      expect([lazy, host[lazy].eager]).toEqual([lazy, false]);
    }
  });

  it('refuses a shared package missing from the root package.json', () => {
    const fakeRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tdx-root-'));
    fs.writeFileSync(path.join(fakeRoot, 'package.json'), JSON.stringify({ dependencies: {} }));
    expect(() => sharedDependencies(false, fakeRoot)).toThrow('react is shared but not declared');
  });
});
