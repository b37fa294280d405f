/** Fixed names and lists of the real `tokens` contract (reference §3). */

/** Transfers to these accounts are refused (`params.blacklist` default). */
export const DEFAULT_BLACKLIST: Record<string, 1> = {
  gateiodeposit: 1,
  deepcrypto8: 1,
  bittrex: 1,
  poloniex: 1,
  'huobi-pro': 1,
  'binance-hot': 1,
  bitvavo: 1,
  blocktrades: 1,
  probitsteem: 1,
  probithive: 1,
  ionomy: 1,
  mxchive: 1,
  coinbasebase: 1,
  orinoco: 1,
  'user.dunamu': 1,
};

/** May create SWAP./ETH/BSC/dotted symbols and pay no creation fee (`params.heAccounts` default). */
export const DEFAULT_HE_ACCOUNTS: Record<string, 1> = {
  'hive-engine': 1,
  'swap-eth': 1,
  'btc-swap': 1,
  'graphene-swap': 1,
  'honey-swap': 1,
};

/** Symbols only the listed account may create. */
export const RESERVED_SYMBOLS: Record<string, string> = {
  ENG: 'null',
  STEEMP: 'steem-peg',
  BTCP: 'btcpeg',
  LTCP: 'ltcp',
  DOGEP: 'dogep',
  BCHP: 'bchp',
  SMTT: 'steemmonsters',
  EM: 'steem-eng',
  EMFOUR: 'steem-eng',
  HIVEP: 'steem-tokens',
  GLINT: 'steemmonsters',
};

/** Fees in BEE written by genesis (reference §3.1 and §21.1). */
export const DEFAULT_FEES = {
  tokenCreationFee: '100',
  enableDelegationFee: '1000',
  enableStakingFee: '1000',
} as const;

/** Cooldown limit shared by enableStaking / enableDelegation. */
export const MAX_COOLDOWN_DAYS = 18250;

/** Contracts that issue tokens they are not the issuer of (created by them, issuer `null`). */
export const VERIFIED_ISSUERS: readonly string[] = ['comments', 'mining', 'tokenfunds', 'beedollar', 'burndollar'];
