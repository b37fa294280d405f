/** What an app publishes at `<its base URL>builds/latest.json` (written by @tdx/config's BuildManifestPlugin). */
export interface BuildManifest {
  id: string;
  timestamp: number;
}

export const LATEST_BUILD_PATH = 'builds/latest.json';

export function parseBuildManifest(value: unknown): BuildManifest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, timestamp } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof timestamp === 'number' ? { id, timestamp } : null;
}

type Fetch = (url: URL, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

/** The build deployed at `base` now, or null when it cannot be told (offline, missing, malformed). */
export async function fetchLatestBuild(base: string, fetcher: Fetch = (url, init) => fetch(url, init)): Promise<BuildManifest | null> {
  try {
    const response = await fetcher(new URL(LATEST_BUILD_PATH, base), { cache: 'no-store' });
    return response.ok ? parseBuildManifest(await response.json()) : null;
  } catch {
    return null;
  }
}
