import type { RemoteName } from '@tdx/contracts';
import { remoteEntry } from './federation';

/**
 * Has the browser download an area's remoteEntry.js now (`<link rel="preload">`, nothing runs), so
 * that loading the area once the settings and its guards allow finds the file already here instead
 * of starting a new connection and download then.
 */
export function hintRemoteEntry(remote: RemoteName): void {
  const url = remoteEntry(remote);
  if (!url) return;
  const hinted = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === url);
  if (hinted) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = url;
  document.head.append(link);
}
