import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';
import { PoolsPage } from '../features/pools';
import { PoolTransactionsPage } from '../features/pool-transactions';
import { PositionsPage } from '../features/positions';
import { SwapAreaPage } from './swap-area-page';

/** The area's routes (absolute, as in the shell's manifest), each with its page. */
export const SWAP_ROUTES: readonly AreaRoute[] = [
  { path: paths.swap.pattern, Page: SwapAreaPage },
  { path: paths.pools.pattern, Page: PoolsPage },
  { path: paths.poolsPositions.pattern, Page: PositionsPage },
  { path: paths.poolsTransactions.pattern, Page: PoolTransactionsPage },
];
