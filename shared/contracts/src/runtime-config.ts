/**
 * Service addresses and product settings read at start-up from `/config.json` (served next to the
 * shell's index.html). Moving a service never needs a rebuild: edit the file the server serves.
 * `config/runtime/devnet.json` points everything at the devnet, `config/runtime/production.json`
 * at the real mainnet services.
 */
/** Where the shell serves the runtime config. */
export const RUNTIME_CONFIG_URL = '/config.json';

/**
 * How long the page's start waits for each read of the site's own files (`/config.json`,
 * `/remotes.json`, an area's parcel files), and for the boot script's early service reads when the
 * config sets no timeout for that service.
 */
export const START_READ_TIMEOUT_MS = 10_000;

/** The cookie holding the sidechain node the user chose (RPC Configuration). */
export const SIDECHAIN_RPC_COOKIE = 'sidechain-rpc';

/** The REST services the site reads; each waits at most its `RuntimeConfig.serviceTimeoutsMs` for an answer. */
export type RestService = 'main' | 'info' | 'history' | 'bridge' | 'evmBridge' | 'price';

export interface RuntimeConfig {
  /** Shown in titles, header and footer ("Tribaldex"). */
  productName: string;
  hive: {
    /** Primary Hive node and its fallbacks (primary first). */
    rpc: string;
    rpcs: string[];
  };
  sidechain: {
    /** `ssc-mainnet-hive` on mainnet; any other id shows the testnet banner. */
    id: string;
    /** Primary sidechain node and the fallbacks (primary first). */
    rpc: string;
    rpcs: string[];
    /** Longest JSON-RPC batch a node accepts, by node address; absent = 1 (no batching). */
    maxBatchLength?: Record<string, number>;
    /** Per-attempt timeout before failing over to the next node. */
    timeoutMs: number;
    /** Longest one request may spend over all nodes before it fails (default 20 s). */
    failoverBudgetMs?: number;
    /** How long a node that just failed is tried only after the others (default 30 s). */
    nodeCooldownMs?: number;
  };
  /** History API base (accountHistory, marketHistory, nftHistory). */
  historyApi: string;
  /** Main API base (auth, settings, openhive). */
  apiBaseURL: string;
  /** Info API base (market/ohlcv). */
  infoApiBaseURL: string;
  /** Cross-chain bridge (converter) API base. */
  bridgeApi: string;
  /** EVM bridge API base per chain. */
  evmBridgeApis: { eth: string; bsc: string; polygon: string };
  /** External HIVE/USD price service; the response carries a `hive` field. */
  priceApi: string;
  /**
   * How long one request to each REST service waits for its answer (ms) before it fails with
   * "<service> did not answer in N s"; each service left out keeps `@tdx/api`'s default.
   */
  serviceTimeoutsMs?: Partial<Record<RestService, number>>;
  /** Avatars (`<imageHost>/u/<user>/avatar`) and the image proxy. */
  imageHost: string;
  /** NFT project info endpoints (arts/info, photos/info, collectibles/info …). */
  nftInfoApi: string;
  /** Block explorer base for transaction and block links. */
  explorerUrl: string;
  /** Outside pages the footer links to (http(s)); each one left out keeps its built-in address. */
  links?: Partial<ExternalLinks>;
  /**
   * The origins (`https://host[:port]`) the areas' remoteEntry.js may be loaded from besides the
   * site's own: an entry of /remotes.json elsewhere is refused and its area shows its error. Left
   * out, every http(s) origin /remotes.json names is taken.
   */
  remoteOrigins?: string[];
  /** How long a Keychain request waits for the user's answer before it ends as a failure (default 2 minutes). */
  keychainAnswerTimeoutMs?: number;
  /**
   * Devnet only: URL of the Keychain emulator script the shell loads once the opened page is shown,
   * or at once when a request looks for Keychain before that (KEYCHAIN_WANTED_EVENT).
   */
  keychainScript?: string;
}

/**
 * Sent on `window` when a request finds no Keychain: a page that adds a stand-in of the extension
 * later (the devnet's emulator) adds it now, as the user is waiting to sign.
 */
export const KEYCHAIN_WANTED_EVENT = 'tdx:keychain-wanted';

/** The outside pages the site links to besides the block explorer (`RuntimeConfig.links`). */
export interface ExternalLinks {
  supportCenter: string;
  documentation: string;
  discord: string;
  github: string;
}
