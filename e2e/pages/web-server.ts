import type { APIRequestContext, APIResponse } from '@playwright/test';
import { REMOTE_NAMES } from '@tdx/contracts';
import { remoteOrigin } from '../fixtures/site-origins';

/** The headers every response of the site carries (HSTS aside: only over https). */
export const SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': /camera=\(\), microphone=\(\), geolocation=\(\)/,
  'content-security-policy': /frame-ancestors 'none'/,
} as const;

/** A response's `Content-Security-Policy` as directive → sources. */
export function policyOf(response: APIResponse | { headers(): Record<string, string> }): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(header.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

/** A remote's files as the shell loads them: its entry, its parcel-files list and the first file that list names. */
export async function remoteFiles(request: APIRequestContext): Promise<string[]> {
  const files = await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      const origin = remoteOrigin(name);
      const list = (await (await request.get(`${origin}/parcel-files.json`)).json()) as { files: string[] };
      return [`${origin}/remoteEntry.js`, `${origin}/parcel-files.json`, new URL(list.files[0] ?? '', `${origin}/`).href];
    }),
  );
  return files.flat();
}

/** The content-hashed files the shell's page names (its boot data lists the files every area page loads). */
export function hashedFilesOf(html: string): string[] {
  return [...new Set(html.match(/\/[\w-]+\.[0-9a-f]{8}\.(?:js|css)/g) ?? [])];
}
