import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';

/** The area's routes (absolute, as in the shell's manifest). Routes without a page are not built yet. */
export const CONTRACTS_ROUTES: readonly AreaRoute[] = [
  { path: paths.tokens.pattern },
  { path: paths.tokensCreate.pattern },
  { path: paths.tokensManage.pattern },
  { path: paths.tokensList.pattern },
  { path: paths.witnesses.pattern },
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
  { path: paths.beedollar.pattern },
];
