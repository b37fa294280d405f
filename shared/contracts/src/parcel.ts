import type { RemoteName } from './remotes';

/**
 * Props the shell passes to every remote parcel. Areas own several top-level paths (the wallet owns
 * /wallet/** and /history/{symbol}), so the shell mounts them at `basePath` '/' and each remote's
 * router matches the same absolute paths as the route manifest; a remote run alone may mount under
 * another base path.
 */
export interface ParcelProps {
  basePath: string;
  remote: RemoteName;
}

export const ROOT_BASE_PATH = '/';
