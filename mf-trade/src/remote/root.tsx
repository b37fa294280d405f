import { REMOTES, type ParcelProps } from '@tdx/contracts';
import { AreaRouter, RemoteProviders } from '@tdx/ui/parcel';
import { TRADE_ROUTES } from './routes';

/** The parcel's React root: the shared theme and cache, and the area's router under `basePath`. */
export default function Root({ basePath }: ParcelProps) {
  return (
    <RemoteProviders>
      <AreaRouter area={REMOTES.mf_trade.area} basePath={basePath} routes={TRADE_ROUTES} />
    </RemoteProviders>
  );
}
