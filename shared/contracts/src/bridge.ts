/** One row of the bridge service's `GET conversions/` (amounts are decimal strings). */
export interface BridgeConversion {
  id: string;
  created_at: string;
  from_coin_symbol: string;
  to_coin_symbol: string;
  from_amount: string;
  to_amount: string;
  ex_fee: string;
  to_address: string;
  to_memo: string | null;
  to_txid: string;
  deposit: { from_account: string; coin_symbol: string; amount: string; txid: string };
}

/** A page of `GET conversions/`. */
export interface ConversionPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: BridgeConversion[];
}

/** The other chain of a bridge transfer: a converter coin's own chain, or an EVM chain. */
export type BridgeChain = 'btc' | 'ltc' | 'doge' | 'bch' | 'eos' | 'eth' | 'bsc' | 'polygon';

export type BridgeDirection = 'deposit' | 'withdrawal';

/**
 * Where a transfer is: `requested` (known to the bridge, nothing seen yet), `seen` (its transaction is
 * on the source chain, gathering confirmations), `sent` (the bridge sent the destination transaction),
 * `confirmed` (final), or `failed` (final, with a reason).
 */
export type BridgeTransferStatus = 'requested' | 'seen' | 'sent' | 'confirmed' | 'failed';

/** One step a transfer reached, with its time (ISO 8601). */
export interface BridgeTransferStep {
  status: Exclude<BridgeTransferStatus, 'failed'>;
  at: string;
}

/**
 * One cross-chain transfer as the bridge tracks it (`GET transfers/`, `GET transfers/<id>`).
 * Amounts are decimal strings. For a deposit the source chain is the other chain and the destination
 * Hive Engine; for a withdrawal the reverse.
 */
export interface BridgeTransfer {
  id: string;
  direction: BridgeDirection;
  chain: BridgeChain;
  /** The coin on the other chain (BTC, USDT, ETH …). */
  coin: string;
  /** Its token on Hive Engine (SWAP.BTC, SWAP.USDC.POLY …). */
  symbol: string;
  /** The Hive account credited (deposit) or debited (withdrawal). */
  account: string;
  /** The other chain's address: where a withdrawal goes, where a deposit came from (null when unknown). */
  address: string | null;
  /** What the user sent, the bridge's fee, and what arrives. */
  amount: string;
  fee: string;
  received: string;
  status: BridgeTransferStatus;
  /** Confirmations of the other chain's transaction so far, and how many the bridge waits for. */
  confirmations: number;
  requiredConfirmations: number;
  sourceTxId: string | null;
  destinationTxId: string | null;
  createdAt: string;
  updatedAt: string;
  /** The steps reached so far, oldest first. */
  steps: BridgeTransferStep[];
  /** Why and when a failed transfer failed. */
  failure: { reason: string; at: string } | null;
}

/** Filters of `GET transfers/` (all optional) and its paging (newest first). */
export interface BridgeTransferQuery {
  account?: string;
  coin?: string;
  chain?: BridgeChain;
  direction?: BridgeDirection;
  status?: BridgeTransferStatus;
  limit?: number;
  offset?: number;
}

/** A page of `GET transfers/`: `total` transfers match the filters. */
export interface BridgeTransferPage {
  total: number;
  transfers: BridgeTransfer[];
}
