/** State bag `web3-wallet`: how the Web3 wallet emulator answers and what it sent. */
export const WEB3_WALLET_STATE_KEY = 'web3-wallet';

/**
 * - `approve`: every request is approved, the wallet starts on Ethereum mainnet (0x1);
 * - `reject`: every request needing the user's approval fails with EIP-1193 code 4001;
 * - `absent`: /ethereum.js defines no `window.ethereum`;
 * - `wrong-chain`: like `approve`, but the wallet is put on Sepolia (0xaa36a7), which no bridge uses.
 */
export const WEB3_WALLET_MODES = ['approve', 'reject', 'absent', 'wrong-chain'] as const;
export type Web3WalletMode = (typeof WEB3_WALLET_MODES)[number];

/** One `eth_sendTransaction` the emulator signed, as the page asked for it. */
export interface RecordedTransaction {
  hash: string;
  chainId: string;
  from: string;
  to: string;
  /** Hex wei, `0x0` when none. */
  value: string;
  /** Hex call data, `0x` when none. */
  data: string;
}

export interface Web3WalletState {
  mode: Web3WalletMode;
  /** The chain the wallet is on (hex). */
  chainId: string;
  transactions: RecordedTransaction[];
}

export const MAINNET_CHAIN_ID = '0x1';
export const SEPOLIA_CHAIN_ID = '0xaa36a7';
/** Chains the emulator can switch to: Ethereum, BNB Smart Chain, Polygon and Sepolia. Others answer 4902. */
export const KNOWN_CHAIN_IDS: readonly string[] = [MAINNET_CHAIN_ID, '0x38', '0x89', SEPOLIA_CHAIN_ID];

export function initialWalletState(mode: Web3WalletMode = 'approve'): Web3WalletState {
  return { mode, chainId: mode === 'wrong-chain' ? SEPOLIA_CHAIN_ID : MAINNET_CHAIN_ID, transactions: [] };
}
