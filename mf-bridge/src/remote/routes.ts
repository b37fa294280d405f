import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';
import { lazyPage } from '@tdx/ui/extra';

/**
 * The area's routes (absolute, as in the shell's manifest), each page loading its own files on first
 * visit.
 */
export const BRIDGE_ROUTES: readonly AreaRoute[] = [
  { path: paths.bridge.pattern, Page: lazyPage(() => import('../features/bridge-form'), 'the deposit and withdraw form') },
  { path: paths.bridgeTransfers.pattern, Page: lazyPage(() => import('../features/transfers'), 'the transfers') },
  { path: paths.bridgeContracts.pattern, Page: lazyPage(() => import('../features/bridged-tokens'), 'the bridged tokens') },
  { path: paths.bridgeTx.pattern, Page: lazyPage(() => import('../features/transfer-status'), 'the transfer') },
];
