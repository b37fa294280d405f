import type { BridgeChain } from '@tdx/contracts';
import { safeHttpUrl } from '@tdx/ui';

interface ChainExplorer {
  name: string;
  /** Page of a transaction: this base plus the id. */
  transaction: string;
  /** Page of a token contract: this base plus the address (EVM chains). */
  token?: string;
}

/**
 * The other chains' public block explorers. The runtime config names only the sidechain's explorer
 * (`explorerUrl`), so these live here; links are built from these bases and ids of a known shape only.
 */
export const CHAIN_EXPLORERS: Record<BridgeChain, ChainExplorer> = {
  btc: { name: 'Blockstream', transaction: 'https://blockstream.info/tx/' },
  ltc: { name: 'Blockchair', transaction: 'https://blockchair.com/litecoin/transaction/' },
  doge: { name: 'Blockchair', transaction: 'https://blockchair.com/dogecoin/transaction/' },
  bch: { name: 'Blockchair', transaction: 'https://blockchair.com/bitcoin-cash/transaction/' },
  eos: { name: 'Bloks', transaction: 'https://bloks.io/transaction/' },
  eth: { name: 'Etherscan', transaction: 'https://etherscan.io/tx/', token: 'https://etherscan.io/token/' },
  bsc: { name: 'BscScan', transaction: 'https://bscscan.com/tx/', token: 'https://bscscan.com/token/' },
  polygon: { name: 'PolygonScan', transaction: 'https://polygonscan.com/tx/', token: 'https://polygonscan.com/token/' },
};

const EXTERNAL_TX_ID = /^(0x)?[0-9a-fA-F]{64}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A transaction of another chain on its explorer, or null for an id of another shape. */
export function chainTransactionUrl(chain: BridgeChain, txId: string): string | null {
  return EXTERNAL_TX_ID.test(txId) ? safeHttpUrl(`${CHAIN_EXPLORERS[chain].transaction}${txId}`) : null;
}

/** A token contract on its chain's explorer, or null when the chain has none or the address is not one. */
export function tokenContractUrl(chain: BridgeChain, address: string): string | null {
  const base = CHAIN_EXPLORERS[chain].token;
  return base && EVM_ADDRESS.test(address) ? safeHttpUrl(`${base}${address}`) : null;
}

/** A Hive Engine transaction on the site's block explorer (runtime config `explorerUrl`, `<base>/tx/<id>`), or null without an http(s) base. */
export function hiveEngineTransactionUrl(explorerBase: string | undefined, txId: string): string | null {
  const base = (explorerBase ?? '').replace(/\/+$/, '');
  return base ? safeHttpUrl(`${base}/tx/${encodeURIComponent(txId)}`) : null;
}
