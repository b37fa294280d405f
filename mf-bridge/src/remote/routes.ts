import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';
import { lazyPage } from '@tdx/ui/extra';

/**
 * The area's routes (absolute, as in the shell's manifest), each page loading its own files on first
 * visit; routes without a page are not built yet.
 */
export const BRIDGE_ROUTES: readonly AreaRoute[] = [
  { path: paths.bridge.pattern },
  { path: paths.bridgeTransfers.pattern, Page: lazyPage(() => import('../features/transfers'), 'the transfers') },
  { path: paths.bridgeContracts.pattern, Page: lazyPage(() => import('../features/bridged-tokens'), 'the bridged tokens') },
  { path: paths.bridgeTx.pattern, Page: lazyPage(() => import('../features/transfer-status'), 'the transfer') },
];
