import { REMOTES, type RemoteName } from '@tdx/contracts';
import { useCallback, useEffect, useReducer } from 'react';
import type { LifeCycles } from 'single-spa';
import { INITIAL_OUTLET_STATE, outletReducer, type OutletState } from './outlet-state';

export interface ParcelLoader {
  load(remote: RemoteName): Promise<LifeCycles>;
  evict(remote: RemoteName): void;
}

export interface RemoteParcel {
  state: OutletState;
  retry(): void;
  /** The parcel loaded but threw while mounting. */
  mountFailed(error: unknown): void;
}

export function useRemoteParcel(remote: RemoteName, loader: ParcelLoader): RemoteParcel {
  const [state, dispatch] = useReducer(outletReducer, INITIAL_OUTLET_STATE);
  const area = REMOTES[remote].area;
  const { attempt } = state;

  useEffect(() => {
    loader.load(remote).then(
      (parcel) => dispatch({ type: 'loaded', attempt, parcel }),
      (error: unknown) => {
        console.error(`Loading the ${area} area failed`, error);
        dispatch({ type: 'failed', attempt, message: `The ${area} area could not be loaded. Check your connection and try again.` });
      },
    );
  }, [remote, attempt, area, loader]);

  const retry = useCallback(() => {
    loader.evict(remote);
    dispatch({ type: 'retry' });
  }, [loader, remote]);

  const mountFailed = useCallback(
    (error: unknown) => {
      console.error(`The ${area} area failed while starting`, error);
      dispatch({ type: 'failed', attempt, message: `The ${area} area failed to start. Try again.` });
    },
    [area, attempt],
  );

  return { state, retry, mountFailed };
}
