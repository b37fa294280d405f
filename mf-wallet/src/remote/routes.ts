import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/extra';
import { WalletOverview } from '../features/overview/components/wallet-overview';

/** The area's routes (absolute, as in the shell's manifest). Routes without a page are not built yet. */
export const WALLET_ROUTES: readonly AreaRoute[] = [
  { path: paths.wallet.pattern, Page: WalletOverview },
  { path: paths.walletOpenOrders.pattern },
  { path: paths.walletPendingWithdrawals.pattern },
  { path: paths.walletConversionHistory.pattern },
  { path: paths.history.pattern },
];
