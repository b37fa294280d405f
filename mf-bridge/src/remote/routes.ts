import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';

/** The area's routes (absolute, as in the shell's manifest). Routes without a page are not built yet. */
export const BRIDGE_ROUTES: readonly AreaRoute[] = [
  { path: paths.bridge.pattern },
  { path: paths.bridgeTransfers.pattern },
  { path: paths.bridgeContracts.pattern },
  { path: paths.bridgeTx.pattern },
];
