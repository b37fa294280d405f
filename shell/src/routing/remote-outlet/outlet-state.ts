import type { LifeCycles } from 'single-spa';

/** One area's parcel: loading, ready to mount, or failed (load, timeout or mount) with Retry. */
export type OutletState =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; parcel: LifeCycles }
  | { status: 'failed'; attempt: number; message: string };

export type OutletAction =
  | { type: 'loaded'; attempt: number; parcel: LifeCycles }
  | { type: 'failed'; attempt: number; message: string }
  | { type: 'retry' };

export const INITIAL_OUTLET_STATE: OutletState = { status: 'loading', attempt: 0 };

/** Results of an earlier attempt (a slow load finishing after Retry) are ignored. */
export function outletReducer(state: OutletState, action: OutletAction): OutletState {
  switch (action.type) {
    case 'loaded':
      return action.attempt === state.attempt && state.status === 'loading'
        ? { status: 'ready', attempt: state.attempt, parcel: action.parcel }
        : state;
    case 'failed':
      return action.attempt === state.attempt && state.status !== 'failed'
        ? { status: 'failed', attempt: state.attempt, message: action.message }
        : state;
    case 'retry':
      return state.status === 'failed' ? { status: 'loading', attempt: state.attempt + 1 } : state;
  }
}
