import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';
import { lazyPage } from '@tdx/ui/extra';

/**
 * The area's routes (absolute, as in the shell's manifest). Each page loads its own files on first
 * visit (`lazyPage`); routes without a page are not built yet.
 */
export const CONTRACTS_ROUTES: readonly AreaRoute[] = [
  { path: paths.tokens.pattern, Page: lazyPage(() => import('../features/tokens'), 'the tokens') },
  { path: paths.tokensCreate.pattern, Page: lazyPage(() => import('../features/token-create'), 'the token form') },
  { path: paths.tokensManage.pattern, Page: lazyPage(() => import('../features/token-manage'), 'your token') },
  { path: paths.tokensList.pattern, Page: lazyPage(() => import('../features/user-tokens'), 'your tokens') },
  { path: paths.witnesses.pattern, Page: lazyPage(() => import('../features/witnesses'), 'the witnesses') },
  { path: paths.distribution.pattern },
  { path: paths.tokenfunds.pattern },
  { path: paths.tokenfund.pattern },
  { path: paths.mining.pattern },
  { path: paths.airdrop.pattern },
  { path: paths.claimdrops.pattern },
  { path: paths.smt.pattern },
  { path: paths.smtManage.pattern },
  { path: paths.outposts.pattern },
  { path: paths.outpostsDeploy.pattern },
  { path: paths.outpostsManage.pattern },
  { path: paths.outpost.pattern },
  { path: paths.beedollar.pattern, Page: lazyPage(() => import('../features/beedollar'), 'the BEE dollar page') },
];
