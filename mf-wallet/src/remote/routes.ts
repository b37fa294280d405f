import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';
import { createElement } from 'react';
import { BalancesPage } from '../features/balances';
import { BridgeLinksBar } from '../features/bridge-links';
import { ConversionHistoryPage } from '../features/conversion-history';
import { OpenOrdersPage } from '../features/open-orders';
import { PendingWithdrawalsPage } from '../features/pending-withdrawals';
import { TokenHistoryPage } from '../features/token-history';
import { TokenActionsMenu } from '../features/token-actions';

/** /wallet: the balances page with each row's actions and the Deposit / Withdraw links to the bridge (the features meet only here). */
const WalletPage = () => createElement(BalancesPage, { RowActions: TokenActionsMenu, Toolbar: BridgeLinksBar });

/** The area's routes (absolute, as in the shell's manifest). Routes without a page are not built yet. */
export const WALLET_ROUTES: readonly AreaRoute[] = [
  { path: paths.wallet.pattern, Page: WalletPage },
  { path: paths.walletOpenOrders.pattern, Page: OpenOrdersPage },
  { path: paths.walletPendingWithdrawals.pattern, Page: PendingWithdrawalsPage },
  { path: paths.walletConversionHistory.pattern, Page: ConversionHistoryPage },
  { path: paths.history.pattern, Page: TokenHistoryPage },
];
