import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';
import { SwapPage } from '../features/swap';

/** The area's routes (absolute, as in the shell's manifest). Routes without a page are not built yet. */
export const SWAP_ROUTES: readonly AreaRoute[] = [
  { path: paths.swap.pattern, Page: SwapPage },
  { path: paths.pools.pattern },
  { path: paths.poolsPositions.pattern },
  { path: paths.poolsTransactions.pattern },
];
