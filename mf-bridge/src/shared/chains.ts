import type { BridgeChain, BridgeDirection, BridgeTransfer } from '@tdx/contracts';

export const BRIDGE_CHAINS: readonly BridgeChain[] = ['btc', 'ltc', 'doge', 'bch', 'eos', 'eth', 'bsc', 'polygon'];

export const CHAIN_NAMES: Record<BridgeChain, string> = {
  btc: 'Bitcoin',
  ltc: 'Litecoin',
  doge: 'Dogecoin',
  bch: 'Bitcoin Cash',
  eos: 'EOS',
  eth: 'Ethereum',
  bsc: 'BNB Smart Chain',
  polygon: 'Polygon',
};

export const HIVE_ENGINE_NAME = 'Hive Engine';

export const DIRECTION_NAMES: Record<BridgeDirection, string> = { deposit: 'Deposit', withdrawal: 'Withdrawal' };

export function isBridgeChain(value: string | null): value is BridgeChain {
  return BRIDGE_CHAINS.includes(value as BridgeChain);
}

/** The chain a transfer starts on and the one it ends on, by name. */
export function transferRoute(transfer: Pick<BridgeTransfer, 'direction' | 'chain'>): { source: string; destination: string } {
  const other = CHAIN_NAMES[transfer.chain];
  return transfer.direction === 'deposit' ? { source: other, destination: HIVE_ENGINE_NAME } : { source: HIVE_ENGINE_NAME, destination: other };
}
