/**
 * The shell page's Content-Security-Policy, derived from the runtime config and the remotes' addresses
 * so it lists exactly the services the site talks to. Scripts come from the shell's origin, the
 * remotes and the boot script's hash; styles also from the page's per-response nonce (emotion and
 * notistack's style tags) and by hash for a library's fixed style tag; nothing runs through eval.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@tdx/contracts';
import { REPO_ROOT } from '../shared-dependencies';

/** Where the server puts a fresh random value per response (nginx: `$request_id`). */
export interface PagePolicyInput {
  config: RuntimeConfig;
  /** Each remote's remoteEntry.js address (remotes.json values). */
  remoteEntries: string[];
  /** `'sha256-…'` sources of the page's inline scripts. */
  inlineScriptHashes: string[];
  /** `'sha256-…'` sources of the style tags a library writes with fixed text. */
  libraryStyleHashes: string[];
  /** The expression the server replaces with the response's nonce. */
  nonce: string;
  /** Served over https: insecure subresource addresses are upgraded. */
  https: boolean;
}

const originOf = (url: string): string => new URL(url).origin;

const unique = (values: string[]): string[] => [...new Set(values)].sort();

/** The origins of every service the runtime config names (nodes, APIs, price, image proxy, NFT info). */
export function serviceOrigins(config: RuntimeConfig): string[] {
  const { hive, sidechain, evmBridgeApis } = config;
  const services = [
    ...[hive.rpc, ...hive.rpcs],
    ...[sidechain.rpc, ...sidechain.rpcs],
    config.historyApi,
    config.apiBaseURL,
    config.infoApiBaseURL,
    config.bridgeApi,
    ...Object.values(evmBridgeApis),
    config.priceApi,
    config.nftInfoApi,
    config.imageHost,
  ];
  return unique(services.map(originOf));
}

const hashSource = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `'sha256-…'` of each inline `<script>` of a built page (what the browser hashes: the exact text). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => hashSource(match[1] ?? ''));
}

/**
 * The style tag lightweight-charts adds for its attribution logo (kept on, as its licence asks),
 * read from the installed library, so an update that changes it changes the hash too.
 */
export function libraryStyleHashes(root = REPO_ROOT): string[] {
  const library = fs.readFileSync(path.join(root, 'node_modules/lightweight-charts/dist/lightweight-charts.production.mjs'), 'utf8');
  const text = /\.innerText="(a#tv-attr-logo[^"]*)"/.exec(library)?.[1];
  if (!text) throw new Error('lightweight-charts no longer writes its attribution style as expected: update libraryStyleHashes');
  return [hashSource(text)];
}

export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  const remotes = unique(input.remoteEntries.map(originOf));
  const keychainScript = input.config.keychainScript ? [input.config.keychainScript] : [];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...input.inlineScriptHashes, ...remotes, ...keychainScript],
    ['style-src', "'self'", `'nonce-${input.nonce}'`, ...input.libraryStyleHashes, ...remotes],
    ['img-src', "'self'", ...unique([...remotes, originOf(input.config.imageHost)])],
    ['font-src', "'self'", ...remotes],
    ['connect-src', "'self'", ...unique([...remotes, ...serviceOrigins(input.config)])],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (input.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** What every other response (scripts, styles, JSON, a remote's files) carries: it may not be framed or run anything. */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
