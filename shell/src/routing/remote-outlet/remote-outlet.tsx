/**
 * Mounts an area's parcel. This module is loaded with the first parcel route, which keeps
 * single-spa, its React binding and the areas' parcel kit entry off the home page's bytes.
 */
import { REMOTES, remoteTestId, ROOT_BASE_PATH, type ParcelProps, type RemoteName } from '@tdx/contracts';
import { AreaError } from '@tdx/ui/parcel';
import { mountRootParcel, start } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { useEffect } from 'react';
import { evictParcel, takeParcel } from '../../federation/parcel-preload';
import { PageLoading } from '../../features/pages/page-loading';
import { useRemoteParcel, type ParcelLoader } from './use-remote-parcel';

// Routers of mounted parcels follow pushState/popstate only once single-spa is started.
start({ urlRerouteOnly: true });

const federationLoader: ParcelLoader = { load: takeParcel, evict: evictParcel };

export interface RemoteOutletProps {
  remote: RemoteName;
  /** Called once the area's parcel has mounted or its error is shown. */
  onShown?: () => void;
}

export default function RemoteOutlet({ remote, onShown }: RemoteOutletProps) {
  const { state, retry, mountFailed } = useRemoteParcel(remote, federationLoader);
  const area = REMOTES[remote].area;
  const failed = state.status === 'failed';
  useEffect(() => {
    if (failed) onShown?.();
  }, [failed, onShown]);

  if (state.status === 'failed') {
    return <AreaError area={area} title={`${area} is temporarily unavailable`} message={state.message} onRetry={retry} />;
  }
  if (state.status === 'loading') {
    return <PageLoading what={area} />;
  }
  const parcelProps: ParcelProps = { basePath: ROOT_BASE_PATH, remote };
  return (
    <div data-testid={remoteTestId(remote)}>
      <Parcel
        key={`${remote}-${state.attempt}`}
        config={state.parcel}
        mountParcel={mountRootParcel}
        handleError={mountFailed}
        parcelDidMount={onShown}
        wrapWith="div"
        {...parcelProps}
      />
    </div>
  );
}
