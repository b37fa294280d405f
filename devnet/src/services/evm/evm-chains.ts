import type { Settings } from '../main-api/settings';

/** The three EVM bridges, as the earlier front end addresses them. */
export const EVM_CHAINS = {
  eth: { network: 'ethereum', standard: 'erc20' },
  bsc: { network: 'bsc', standard: 'bep20' },
  polygon: { network: 'polygon', standard: 'erc20' },
} as const;

export type EvmChain = keyof typeof EVM_CHAINS;

export function isEvmChain(value: string): value is EvmChain {
  return Object.hasOwn(EVM_CHAINS, value);
}

interface TokenSeed {
  name: string;
  symbol: string;
  precision: number;
  contractAddress: string;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  /** Withdrawal gas fee in the chain's native coin. */
  withdrawalFee: string;
}

/** Bridged tokens per chain; one per chain has a direction switched off so the UI's disabled states show. */
export const EVM_TOKENS: Record<EvmChain, TokenSeed[]> = {
  eth: [
    { name: 'Tether USD', symbol: 'USDT', precision: 6, contractAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7', depositEnabled: true, withdrawEnabled: true, withdrawalFee: '0.0021' },
    { name: 'USD Coin', symbol: 'USDC', precision: 6, contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', depositEnabled: true, withdrawEnabled: true, withdrawalFee: '0.0019' },
    { name: 'Wrapped BTC', symbol: 'WBTC', precision: 8, contractAddress: '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599', depositEnabled: true, withdrawEnabled: false, withdrawalFee: '0.0025' },
  ],
  bsc: [
    { name: 'Binance USD', symbol: 'BUSD', precision: 18, contractAddress: '0xe9e7cea3dedca5984780bafc599bd69add087d56', depositEnabled: true, withdrawEnabled: true, withdrawalFee: '0.0005' },
    { name: 'PancakeSwap', symbol: 'CAKE', precision: 18, contractAddress: '0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82', depositEnabled: false, withdrawEnabled: true, withdrawalFee: '0.0006' },
  ],
  polygon: [
    { name: 'USD Coin (PoS)', symbol: 'USDC', precision: 6, contractAddress: '0x2791bca1f2de4661ed88a30c99a7a9449aa84174', depositEnabled: true, withdrawEnabled: true, withdrawalFee: '0.05' },
    { name: 'Wrapped Ether', symbol: 'WETH', precision: 18, contractAddress: '0x7ceb23fd6bc0add59e62ac25578270cff1b9f619', depositEnabled: true, withdrawEnabled: true, withdrawalFee: '0.04' },
  ],
};

/** `SWAP.<symbol>` on the sidechain; polygon tokens carry a `.POLY` suffix there to tell them from ETH ones. */
export function heSymbolOf(chain: EvmChain, symbol: string): string {
  return chain === 'polygon' ? `SWAP.${symbol}.POLY` : chain === 'bsc' ? `SWAP.${symbol}.BSC` : `SWAP.${symbol}`;
}

/** Withdrawal gas fee of each chain's native coin (SWAP.ETH, SWAP.BNB, SWAP.MATIC), in that coin. */
export const NATIVE_WITHDRAWAL_FEE: Record<EvmChain, string> = { eth: '0.0015', bsc: '0.0004', polygon: '0.03' };

export interface BridgeSettings {
  /** Hive account receiving registrations, gas reserves and withdrawals. */
  account: string;
  /** The registration memo's `id`. */
  id: string;
  /** Sidechain symbol of the chain's native coin. */
  nativeSymbol: string;
  /** The native coin's own symbol (ETH, BNB, POL). */
  nativeCoin: string;
  /** Where deposits are sent on the chain (native coins, and the recipient of token transfers). */
  gateway: string;
}

/** The bridge account, memo id, gateway and native coin of one chain, from the live settings. */
export function bridgeOf(settings: Settings, chain: EvmChain): BridgeSettings {
  const [bridge, native] = bridgeEntries(settings, chain);
  return { account: bridge.account, id: bridge.id, gateway: bridge.gateway_address, nativeSymbol: native.pegged_token_symbol, nativeCoin: native.symbol };
}

function bridgeEntries(settings: Settings, chain: EvmChain) {
  switch (chain) {
    case 'eth':
      return [settings.eth_bridge, settings.eth_bridge.ethereum] as const;
    case 'bsc':
      return [settings.bsc_bridge, settings.bsc_bridge.bnb] as const;
    case 'polygon':
      return [settings.polygon_bridge, settings.polygon_bridge.pol] as const;
  }
}
