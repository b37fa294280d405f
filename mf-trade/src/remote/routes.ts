import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';
import { TradePage } from '../features/market/components/trade-page';

/** The area's routes (absolute, as in the shell's manifest). */
export const TRADE_ROUTES: readonly AreaRoute[] = [{ path: paths.trade.pattern, Page: TradePage }];
