import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@tdx/contracts';
import { REPO_ROOT } from '../shared-dependencies';
import { remoteEntries, servedConfig, siteFor, type SiteOptions } from './site-files';

const configFile = path.join(REPO_ROOT, 'config/runtime/devnet.json');
const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as RuntimeConfig;
const container: SiteOptions = { outDir: '/tmp/site', configFile, portOffset: 0, container: true };

describe('siteFor', () => {
  it('serves the apps from /srv on their usual ports in the container', () => {
    const site = siteFor(container, config, '<script>boot()</script>');
    expect(site.host).toBe('');
    expect(site.shell).toMatchObject({ root: '/srv/shell', port: 3000, runtimeDir: '/srv/runtime' });
    expect(site.remotes.map((remote) => [remote.root, remote.port])).toContainEqual(['/srv/mf-nft-openhive', 3104]);
    expect(site.runDir).toBeUndefined();
    expect(site.shell.contentSecurityPolicy).toMatch(/script-src 'self' 'sha256-[^']+' http:\/\/localhost:3101 /);
  });

  it('runs from the built folders in the foreground, every app moved by the offset', () => {
    const site = siteFor({ ...container, container: false, portOffset: 1000 }, config, '');
    expect(site).toMatchObject({ host: '127.0.0.1', shellOrigin: 'http://localhost:4000', runDir: '/tmp/site' });
    expect(site.shell.root).toBe(path.join(REPO_ROOT, 'shell/dist'));
    expect(remoteEntries({ portOffset: 1000 }).mf_admin).toBe('http://localhost:4107/remoteEntry.js');
  });
});

describe('siteFor behind TLS', () => {
  it("takes the public shell origin and the remotes' addresses given, and upgrades insecure requests", () => {
    const remotesFile = path.join(REPO_ROOT, 'config/runtime/remotes.devnet.json');
    const site = siteFor({ ...container, shellOrigin: 'https://tribaldex.example/', remotesFile }, config, '');
    expect(site.shellOrigin).toBe('https://tribaldex.example');
    expect(site.shell.contentSecurityPolicy).toMatch(/upgrade-insecure-requests$/);
    expect(remoteEntries({ portOffset: 0, remotesFile })).toEqual(JSON.parse(fs.readFileSync(remotesFile, 'utf8')));
  });
});

describe('servedConfig', () => {
  const entries = { mf_trade: 'http://localhost:4101/remoteEntry.js', mf_admin: 'http://localhost:4107/remoteEntry.js', mf_swap: 'https://areas.example/swap/remoteEntry.js' };

  it("limits the remotes to the origins the site serves them from", () => {
    expect(servedConfig(config, entries).remoteOrigins).toEqual(['http://localhost:4101', 'http://localhost:4107', 'https://areas.example']);
  });

  it('keeps the origins a config names itself', () => {
    expect(servedConfig({ ...config, remoteOrigins: ['https://cdn.example'] }, entries).remoteOrigins).toEqual(['https://cdn.example']);
  });
});
