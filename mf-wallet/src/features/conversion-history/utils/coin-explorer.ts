import { safeHttpUrl } from '@tdx/ui';

/** Transaction pages of each chain's public explorer, by coin. */
const COIN_EXPLORERS: Readonly<Record<string, string>> = {
  HIVE: 'https://hiveblocks.com/tx/',
  HBD: 'https://hiveblocks.com/tx/',
  BTC: 'https://blockchair.com/bitcoin/transaction/',
  LTC: 'https://blockchair.com/litecoin/transaction/',
  DOGE: 'https://blockchair.com/dogecoin/transaction/',
  BCH: 'https://blockchair.com/bitcoin-cash/transaction/',
  EOS: 'https://bloks.io/transaction/',
  ETH: 'https://etherscan.io/tx/',
  BNB: 'https://bscscan.com/tx/',
  MATIC: 'https://polygonscan.com/tx/',
  POL: 'https://polygonscan.com/tx/',
};

/** Sidechain tokens (`SWAP.BTC` …) live on Hive Engine: their transactions are in its block explorer. */
const SIDECHAIN_PREFIX = 'SWAP.';
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Where to look up a transaction of `coin`: the sidechain explorer for `SWAP.*`, the coin's own
 * chain explorer otherwise; null for an unknown coin, a malformed id or a non-http(s) result.
 */
export function coinTransactionUrl(coin: string, transactionId: string, sidechainExplorer: string | undefined): string | null {
  if (!TRANSACTION_ID.test(transactionId)) return null;
  const base = coin.startsWith(SIDECHAIN_PREFIX) ? (sidechainExplorer ? `${sidechainExplorer.replace(/\/+$/, '')}/tx/` : undefined) : COIN_EXPLORERS[coin];
  return base ? safeHttpUrl(`${base}${transactionId}`) : null;
}
