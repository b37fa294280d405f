import type { BridgeChain } from '@tdx/contracts';

/** How fast the devnet's stand-in of a chain makes blocks, and how many confirmations the bridge waits for. */
export interface ChainPace {
  blockMs: number;
  requiredConfirmations: number;
}

/** Shortened from the real chains so a transfer completes within seconds of devnet time. */
export const CHAIN_PACE: Record<BridgeChain, ChainPace> = {
  btc: { blockMs: 4_000, requiredConfirmations: 2 },
  ltc: { blockMs: 2_000, requiredConfirmations: 4 },
  doge: { blockMs: 1_000, requiredConfirmations: 6 },
  bch: { blockMs: 4_000, requiredConfirmations: 2 },
  eos: { blockMs: 2_000, requiredConfirmations: 1 },
  eth: { blockMs: 2_000, requiredConfirmations: 3 },
  bsc: { blockMs: 1_000, requiredConfirmations: 5 },
  polygon: { blockMs: 1_000, requiredConfirmations: 8 },
};

/** A sidechain transaction is final once in a block; the bridge calls it confirmed one block later. */
export const SIDECHAIN_CONFIRM_MS = 3_000;

export const BRIDGE_CHAINS = Object.keys(CHAIN_PACE) as BridgeChain[];

export function isBridgeChain(value: unknown): value is BridgeChain {
  return typeof value === 'string' && Object.hasOwn(CHAIN_PACE, value);
}

/** The chain of a converter coin (BTC → btc …), null for a coin the converter does not carry. */
export function converterChainOf(coin: string): BridgeChain | null {
  const chain = coin.toLowerCase();
  return isBridgeChain(chain) && !['eth', 'bsc', 'polygon'].includes(chain) ? chain : null;
}
