import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@tdx/contracts';
import { REPO_ROOT } from '../shared-dependencies';
import { inlineScriptHashes, libraryStyleHashes, pageContentSecurityPolicy, serviceOrigins } from './content-security-policy';

const runtimeConfig = (name: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'config/runtime', name), 'utf8')) as RuntimeConfig;
const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1);

const remoteEntries = ['https://trade.example/remoteEntry.js', 'https://wallet.example/remoteEntry.js'];

describe('pageContentSecurityPolicy', () => {
  const mainnet = runtimeConfig('production.json');
  const policy = pageContentSecurityPolicy({ config: mainnet, remoteEntries, inlineScriptHashes: ["'sha256-abc='"], libraryStyleHashes: ["'sha256-def='"], nonce: '$request_id', https: true });

  it('lets scripts come only from the site, the remotes and the boot script, never through eval or inline code', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", 'https://trade.example', 'https://wallet.example']);
    expect(policy).not.toMatch(/unsafe-(eval|inline)/);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'nonce-$request_id'", "'sha256-def='", 'https://trade.example', 'https://wallet.example']);
  });

  it('connects to exactly the configured services and remotes, and shows images from the image proxy only', () => {
    const connect = directive(policy, 'connect-src') ?? [];
    expect(connect).toEqual(expect.arrayContaining(['https://enginerpc.com', 'https://api.hive.blog', 'https://api.tribaldex.com', 'https://prices.splinterlands.com', 'https://trade.example']));
    expect(connect).toHaveLength(1 + remoteEntries.length + serviceOrigins(mainnet).length);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https://images.hive.blog', 'https://trade.example', 'https://wallet.example']);
  });

  it('forbids framing, plugins and base changes, and upgrades insecure addresses on https only', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy.endsWith('upgrade-insecure-requests')).toBe(true);
    const local = pageContentSecurityPolicy({ config: runtimeConfig('devnet.json'), remoteEntries, inlineScriptHashes: [], libraryStyleHashes: [], nonce: 'n', https: false });
    expect(local).not.toContain('upgrade-insecure-requests');
    expect(directive(local, 'script-src')).toContain('http://localhost:3900/keychain.js');
  });
});

describe('serviceOrigins', () => {
  it('lists each origin once, the devnet as one', () => {
    expect(serviceOrigins(runtimeConfig('devnet.json'))).toEqual(['http://localhost:3900']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script and skips scripts with a src', () => {
    const code = '(function(){window.x=1})()';
    const expected = `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;
    expect(inlineScriptHashes(`<script defer src="/main.js"></script><script>${code}</script>`)).toEqual([expected]);
  });
});

describe('libraryStyleHashes', () => {
  it("hashes the chart library's attribution style as the installed version writes it", () => {
    expect(libraryStyleHashes()).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    expect(() => libraryStyleHashes('/nowhere')).toThrow();
  });
});
