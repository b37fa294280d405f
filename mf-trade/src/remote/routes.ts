import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/extra';

/** The area's routes (absolute, as in the shell's manifest). Routes without a page are not built yet. */
export const TRADE_ROUTES: readonly AreaRoute[] = [
  { path: paths.trade.pattern },
];
