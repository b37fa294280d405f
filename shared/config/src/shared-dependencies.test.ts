import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostShares, REPO_ROOT, sharedDependencies } from './shared-dependencies';

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
  '@tdx/ui/base',
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
  '@tdx/data',
  '@tdx/keychain',
];

describe('sharedDependencies', () => {
  const remote = sharedDependencies();

  it('declares every singleton the apps rely on', () => {
    for (const key of SINGLETONS) expect([key, remote[key]?.singleton]).toEqual([key, true]);
  });

  it('takes third-party versions from the root package.json, subpaths from their package', () => {
    expect(remote.react.requiredVersion).toBe(rootPackage.dependencies.react);
    expect(remote['react/jsx-runtime'].requiredVersion).toBe(rootPackage.dependencies.react);
    expect(remote['react-dom/client'].requiredVersion).toBe(rootPackage.dependencies['react-dom']);
    expect(remote['@emotion/styled'].requiredVersion).toBe(rootPackage.dependencies['@emotion/styled']);
    expect(remote['single-spa-react'].requiredVersion).toBe(rootPackage.dependencies['single-spa-react']);
    expect(remote['@tdx/ui/overlay'].requiredVersion).toBe('^0.2.0');
    expect(remote['@tdx/ui/base']).toEqual({ singleton: true, requiredVersion: '^0.2.0', strictVersion: true });
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

  it("is never eager: a remote always takes the host's copy", () => {
    expect(Object.values(remote).every((module) => !('eager' in module))).toBe(true);
  });

  it('refuses a shared package missing from the root package.json', () => {
    const fakeRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tdx-root-'));
    fs.writeFileSync(path.join(fakeRoot, 'package.json'), JSON.stringify({ dependencies: {} }));
    expect(() => sharedDependencies(fakeRoot)).toThrow('react is shared but not declared');
  });
});

describe('hostShares', () => {
  const installed = (name: string) => (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, name, 'package.json'), 'utf8')) as { version: string }).version;

  it('gives every shared module with its rules and the version the host has installed', () => {
    const host = hostShares();
    expect(Object.keys(host).sort()).toEqual(Object.keys(sharedDependencies()).sort());
    expect(host.react).toEqual({ ...sharedDependencies().react, version: installed('node_modules/react') });
    expect(host['react-dom/client'].version).toBe(installed('node_modules/react-dom'));
    expect(host['@tdx/api/core']).toEqual({ singleton: true, requiredVersion: '^0.1.0', strictVersion: false, version: installed('shared/api') });
  });
});
