import { REMOTES, type ParcelProps } from '@tdx/contracts';
import { RemoteProviders } from '@tdx/ui';
import { AreaRouter } from '@tdx/ui/parcel';
import { SWAP_ROUTES } from './routes';

/** The parcel's React root: the shared theme and cache, and the area's router under `basePath`. */
export default function Root({ basePath }: ParcelProps) {
  return (
    <RemoteProviders>
      <AreaRouter area={REMOTES.mf_swap.area} basePath={basePath} routes={SWAP_ROUTES} />
    </RemoteProviders>
  );
}
