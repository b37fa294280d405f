/**
 * `@tdx/ui/parcel`: what every area needs to mount (single-spa lifecycles, the parcel root, its
 * router, the area error), without MUI: an area's first mount loads MUI only if its own pages use
 * it (`RemoteProviders` of `@tdx/ui`, or `lazyThemed` parts under `ParcelRoot`).
 */
export { ParcelRoot } from './parcel/parcel-root';
export { createRemoteParcel } from './parcel/create-remote-parcel';
export { AreaRouter, type AreaRoute, type AreaRouterProps } from './parcel/area-router';
export { AreaError, AreaNotBuilt, type AreaErrorProps } from './components/area-error';
