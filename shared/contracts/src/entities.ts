/**
 * Entity shapes read from the main API, the sidechain and the bridges, as those services answer.
 * Quantities are strings (feed them to bignumber.js); every string written by a chain user
 * (names, metadata, messages) is hostile and must be rendered as text only.
 */

/** The logged-in user as returned by `auth/v2/login|refresh|me`. */
export interface User {
  username: string;
  /** Roles; `admin` grants the admin area. */
  scope: string[];
  openhive?: { whitelisted: boolean };
}

/** Signed JWTs; each payload carries `exp` in seconds. */
export interface AuthTokens {
  access_token: string;
  refresh_token: string;
}

/** Body of `auth/v2/login`, `auth/v2/refresh` and `auth/v2/me` answers (every field optional). */
export interface AuthResponse {
  user?: User;
  access_token?: string;
  refresh_token?: string;
}

export interface Announcement {
  id: string;
  title: string;
  /** Markdown written by the operators. */
  message: string;
}

export interface DelistedToken {
  symbol: string;
  announcementId: string;
}

export interface DisabledTransfer {
  symbol: string;
  reason: string;
}

export interface PeggedCoinInfo {
  name: string;
  symbol: string;
  pegged_token_symbol: string;
}

/** `eth_bridge` / `bsc_bridge` / `polygon_bridge` of the settings. */
export interface EvmBridgeSettings {
  account: string;
  id: string;
  chain_id: number | string;
  gateway_address: string;
  /** Native coin of the chain under its own key (`ethereum`, `bnb`, `pol`). */
  ethereum?: PeggedCoinInfo;
  bnb?: PeggedCoinInfo;
  pol?: PeggedCoinInfo;
  erc_20?: { enabled: boolean };
  bep_20?: { enabled: boolean };
}

export interface SolanaBridgeSettings {
  account: string;
  id: string;
  gateway_address: string;
  solana: PeggedCoinInfo;
}

/** `GET settings` of the main API. */
export interface Settings {
  maintenance: boolean;
  native_token: string;
  announcements: Announcement[];
  /** Sidechain node addresses offered in the RPC selector. */
  nodes: string[];
  sidechain_id: string;
  sidechain_rpc: string;
  deprecated_tokens: string[];
  disabled_tokens: string[];
  delisted_tokens?: DelistedToken[];
  disabled_deposits?: DisabledTransfer[];
  disabled_withdrawals?: DisabledTransfer[];
  /** `[symbol, minimum]` pairs. */
  minimum_withdrawals?: [string, string | number][];
  hive_pegged_account?: string;
  eth_bridge?: EvmBridgeSettings;
  bsc_bridge?: EvmBridgeSettings;
  polygon_bridge?: EvmBridgeSettings;
  solana_bridge?: SolanaBridgeSettings;
}

/** Parsed `tokens.metadata` (only `icon` is relied on; the rest is free text). */
export interface TokenMetadata {
  url?: string;
  icon?: string;
  desc?: string;
  [key: string]: unknown;
}

/** A `tokens.tokens` row as the UI uses it. */
export interface Token {
  _id: number;
  issuer: string;
  symbol: string;
  name: string;
  precision: number;
  maxSupply: string;
  supply: string;
  circulatingSupply: string;
  /** Parsed from the row's JSON string; `{}` when unparsable. */
  metadata: TokenMetadata;
  /** `metadata.icon` when it is a string, else empty. Untrusted: render only through a safe-URL check. */
  icon: string;
  url?: string;
  stakingEnabled?: boolean;
  delegationEnabled?: boolean;
  unstakingCooldown?: number;
  numberTransactions?: number;
  undelegationCooldown?: number;
}

/** A `market.metrics` row. */
export interface Metric {
  symbol: string;
  volume: string;
  volumeExpiration: number;
  lastPrice: string;
  lowestAsk: string;
  highestBid: string;
  lastDayPrice: string;
  lastDayPriceExpiration: number;
  /** e.g. `"12.5%"`. */
  priceChangePercent: string;
  priceChangeHive: string;
}

/** A `tokens.balances` row. */
export interface Balance {
  _id?: number;
  account: string;
  symbol: string;
  balance: string;
  stake: string;
  pendingUnstake: string;
  delegationsIn: string;
  delegationsOut: string;
  pendingUndelegations: string;
}

/** A `tokens.pendingUnstakes` row: an unstake paid out in `numberTransactionsLeft` tranches. */
export interface PendingUnstake {
  _id: number;
  account: string;
  symbol: string;
  quantity: string;
  quantityLeft: string;
  /** Milliseconds. */
  nextTransactionTimestamp: number;
  numberTransactionsLeft: number;
  millisecPerPeriod: number;
  /** The unstake's sidechain transaction id: what `tokens.cancelUnstake` takes. */
  txID: string;
}

/** A `tokens.delegations` row (`from` delegated `quantity` to `to`; times in milliseconds). */
export interface Delegation {
  _id: number;
  from: string;
  to: string;
  symbol: string;
  quantity: string;
  created: number;
  updated: number;
}

/** The fee fields of the `tokens.params` row (BEE amounts as strings). */
export interface TokensFees {
  tokenCreationFee: string;
  enableStakingFee: string;
  enableDelegationFee: string;
}

/** A `market.buyBook` / `market.sellBook` row as read over RPC; `tokensLocked` only on buy rows. */
export interface BookOrder {
  _id: number;
  txId: string;
  /** Unix seconds. */
  timestamp: number;
  account: string;
  symbol: string;
  /** Tokens still offered (buy: still wanted), token precision. */
  quantity: string;
  /** SWAP.HIVE per token, 8 dp. */
  price: string;
  /** SWAP.HIVE still locked, 8 dp. */
  tokensLocked?: string;
  /** Unix seconds. */
  expiration: number;
}

/** A sell order of an `nftmarket.<SYMBOL>sellBook` table. */
export interface NftSellOrder {
  _id: number;
  account: string;
  ownedBy: 'u' | 'c';
  nftId: string;
  grouping: Record<string, unknown>;
  timestamp: number;
  price: string;
  priceDec: unknown;
  priceSymbol: string;
  fee: number;
}

/** A `market.tradesHistory` row. */
export interface Trade {
  _id: number;
  type: 'buy' | 'sell';
  buyer: string;
  seller: string;
  symbol: string;
  quantity: string;
  price: string;
  volume: string;
  timestamp: number;
  buyTxId: string;
  sellTxId: string;
}

/** A pegged coin of the converter (bridge) API. */
export interface PeggedToken {
  name: string;
  symbol: string;
  pegged_token_symbol: string;
}

export type EvmNetwork = 'eth' | 'bsc' | 'polygon';

export interface EvmToken {
  name: string;
  symbol: string;
  pegged_token_symbol: string;
  contract_address: string;
  evm_precision: number;
  network: EvmNetwork;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
}

/** An NFT instance, merged with its sell order when listed. */
export interface NftInstance {
  _id?: number;
  nftSymbol: string;
  nftId: string;
  account: string;
  ownedBy?: 'u' | 'c';
  previousAccount?: string;
  price?: string;
  priceSymbol?: string;
  properties: Record<string, unknown>;
}

export interface CollectionCard {
  nft: string;
  name: string;
  image: string;
  nsfw: boolean;
  grouping: string;
}

export interface OpenHiveNftConfig {
  name: string;
  site: string;
  api: string;
  fee: number;
}

/** `GET settings/openhive`. */
export interface OpenHiveSettings {
  supported_nfts: string[];
  openhive: Record<string, OpenHiveNftConfig>;
  market_account: string;
  openhive_mint: { account: string; whitelisting_fee: string | number; fee_currency: string };
}

/** One sidechain action as sent in a custom JSON. */
export interface ContractAction<P extends object = Record<string, unknown>> {
  contractName: string;
  contractAction: string;
  contractPayload: P;
}

/** Keychain result of a broadcast; `id` is taken from `tx_id` when missing. */
export interface BroadcastResult {
  id: string;
  tx_id?: string;
  confirmed?: boolean;
}

/** A processed sidechain transaction (`blockchain.getTransactionInfo`). */
export interface TransactionInfo {
  blockNumber: number;
  refHiveBlockNumber: number;
  transactionId: string;
  /** Present on the rows of a multi-action lookup by Hive tx id. */
  transactionIndex?: number;
  sender: string;
  contract: string;
  action: string;
  /** JSON string. */
  payload: string;
  executedCodeHash?: string;
  hash?: string;
  databaseHash?: string;
  /** JSON string `{events?: [...], errors?: string[]}`. */
  logs: string;
}

export interface TransactionLogs {
  events?: { contract: string; event: string; data: unknown }[];
  errors?: string[];
}

/** Raw Keychain callback argument (reference §20.2). */
export interface KeychainResponse<R = unknown> {
  success: boolean;
  error?: unknown;
  result?: R;
  message?: string;
  data?: unknown;
  request_id?: number;
  publicKey?: string;
}

/**
 * A row of the history API's `accountHistory`. Every field but the few the pages rely on is
 * optional and untrusted: strings written by chain users are shown as text.
 */
export interface AccountHistoryRow {
  _id: string;
  blockNumber: number;
  transactionId: string;
  /** Unix seconds. */
  timestamp: number;
  account: string;
  operation: string;
  symbol?: string;
  from?: string | null;
  to?: string | null;
  quantity?: string;
  memo?: string | null;
  orderType?: string;
  price?: string;
  quantityLocked?: string;
  quantityTokens?: string;
  quantityReturned?: string;
  quantityUnlocked?: string;
  [field: string]: unknown;
}
