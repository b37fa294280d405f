/**
 * Typed path builders: every app builds its links from here, never from string literals.
 * `pattern` is the react-router pattern (used by the route manifest), `href` builds a concrete URL
 * with each parameter URL-encoded (parameters often come from chain data).
 */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<ParamNames<P>, string>;

/** Replaces each `:name` segment of a pattern with its encoded value. */
export function fillPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name]));
}

interface FixedPath<P extends string> {
  readonly pattern: P;
  href(): string;
}

function fixed<P extends string>(pattern: P): FixedPath<P> {
  return { pattern, href: () => pattern };
}

function oneParam<P extends string>(pattern: P, name: ParamNames<P>) {
  return {
    pattern,
    href: (value: string) => fillPath(pattern, { [name]: value } as PathParams<P>),
  };
}

export const DEFAULT_TRADE_TOKEN = 'BEE';

export type SwapAction = 'add' | 'remove' | 'create';

/** What `/bridge` opens on: a direction, and a coin or token by its symbol (`BTC`, `SWAP.BTC`). */
export interface BridgeFormChoice {
  direction?: 'deposit' | 'withdraw';
  symbol?: string;
}

/** `/bridge/transfers` filters kept in the address (see mf-bridge's transfer list). */
export interface BridgeTransfersFilter {
  account?: string;
}

/** `path?key=value&…` of the given entries that have a value, or `path` alone. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: fixed('/'),
  login: fixed('/login'),
  faq: fixed('/faq'),
  privacyPolicy: fixed('/privacy-policy'),
  offerings: fixed('/offerings'),
  maintenance: fixed('/maintenance'),

  tokens: fixed('/tokens'),
  tokensCreate: fixed('/tokens/create'),
  tokensManage: fixed('/tokens/manage'),
  tokensList: fixed('/tokens/list'),

  wallet: fixed('/wallet'),
  walletOpenOrders: fixed('/wallet/open-orders'),
  walletPendingWithdrawals: fixed('/wallet/pending-withdrawals'),
  walletConversionHistory: fixed('/wallet/conversion-history'),
  history: oneParam('/history/:symbol', 'symbol'),

  trade: oneParam('/trade/:token', 'token'),

  swap: {
    pattern: '/swap',
    href: (action?: SwapAction) => (action ? `/swap?action=${action}` : '/swap'),
  },
  pools: fixed('/pools'),
  poolsPositions: fixed('/pools/positions'),
  poolsTransactions: fixed('/pools/transactions'),

  witnesses: fixed('/witnesses'),
  distribution: fixed('/distribution'),
  nfts: fixed('/nfts'),
  nftsCreate: fixed('/nfts/create'),
  nftsManage: fixed('/nfts/manage'),

  tokenfunds: fixed('/tokenfunds'),
  tokenfund: oneParam('/tokenfunds/:fund', 'fund'),
  mining: fixed('/mining'),
  packmanager: fixed('/packmanager'),
  packmanagerOpen: fixed('/packmanager/open'),
  packmanagerWizard: fixed('/packmanager/wizard'),
  airdrop: fixed('/airdrop'),
  nftairdrop: fixed('/nftairdrop'),
  claimdrops: fixed('/claimdrops'),
  smt: fixed('/smt'),
  smtManage: fixed('/smt/manage'),
  outposts: fixed('/outposts'),
  outpostsDeploy: fixed('/outposts/deploy'),
  outpostsManage: fixed('/outposts/manage'),
  outpost: oneParam('/outposts/manage/:outpost', 'outpost'),
  beedollar: fixed('/beedollar'),

  openhive: fixed('/openhive'),
  openhiveExplore: fixed('/openhive/explore'),
  openhiveCreate: fixed('/openhive/create'),
  openhiveCollections: fixed('/openhive/collections'),
  openhiveCollection: oneParam('/openhive/collections/:nft', 'nft'),
  openhiveGroup: {
    pattern: '/openhive/:nft/:item',
    href: (nft: string, item: string) => fillPath('/openhive/:nft/:item', { nft, item }),
  },

  bridge: {
    pattern: '/bridge',
    href: ({ direction, symbol }: BridgeFormChoice = {}) => withQuery('/bridge', { direction, symbol }),
  },
  bridgeTransfers: {
    pattern: '/bridge/transfers',
    href: ({ account }: BridgeTransfersFilter = {}) => withQuery('/bridge/transfers', { account }),
  },
  bridgeContracts: fixed('/bridge/contracts'),
  bridgeTx: oneParam('/bridge/tx/:id', 'id'),

  admin: fixed('/admin'),
} as const;

export type PathKey = keyof typeof paths;
