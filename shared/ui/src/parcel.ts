/**
 * `@tdx/ui/parcel`: what every area needs to mount (single-spa lifecycles, its providers and
 * router, the area error). Only first-paint MUI (Box, Typography): an area's
 * first paint loads neither `@tdx/ui/extra` nor `@tdx/ui/overlay`.
 */
export { RemoteProviders } from './parcel/remote-providers';
export { createRemoteParcel } from './parcel/create-remote-parcel';
export { AreaRouter, type AreaRoute, type AreaRouterProps } from './parcel/area-router';
export { AreaError, AreaNotBuilt, type AreaErrorProps } from './components/area-error';
