import type { RemoteName } from '@tdx/contracts';
import { preloadFile } from '../boot/route-hints';
import { remoteEntry } from './remote-entries';

/**
 * Has the browser download an area's remoteEntry.js now (nothing runs), so that loading the area
 * once the settings and its guards allow finds the file already here instead of starting a new
 * connection and download then. On the page's first route the boot script has hinted it already.
 */
export function hintRemoteEntry(remote: RemoteName): void {
  const url = remoteEntry(remote);
  if (url) preloadFile(url);
}
