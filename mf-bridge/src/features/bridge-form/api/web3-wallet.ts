import { isAddress, toHex, type Address, type Hex } from 'viem';
import type { EvmTransactionRequest } from '../utils/evm-deposit-request';

/** The injected wallet (`window.ethereum`), as EIP-1193 describes it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

/** A wallet step that did not go through; its message is written for the user. */
export class WalletProblem extends Error {}

export const WALLET_MISSING_TEXT = 'No Web3 wallet (such as MetaMask) was found in this browser. Install or unlock one, then reload this page.';
export const WALLET_REJECTED_TEXT = 'You declined the request in your Web3 wallet. Nothing was sent.';
export const WALLET_BUSY_TEXT = 'Your Web3 wallet already has a request waiting: open it and answer that first.';
export const NO_ACCOUNT_TEXT = 'Your Web3 wallet shared no account. Unlock it and allow this site to see an account.';
export const wrongChainText = (network: string) => `Your Web3 wallet must be on ${network}. Switch it to ${network} and try again.`;
export const unknownChainText = (network: string) => `Your Web3 wallet does not know ${network} yet. Add the ${network} network to it, then try again.`;

const USER_REJECTED = 4001;
const UNRECOGNIZED_CHAIN = 4902;
const REQUEST_PENDING = -32002;

export function injectedWallet(): Eip1193Provider | null {
  const candidate = (window as { ethereum?: Partial<Eip1193Provider> }).ethereum;
  return candidate && typeof candidate.request === 'function' ? (candidate as Eip1193Provider) : null;
}

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/** The user's words for a failed wallet request: rejected, busy, or the wallet's own message. */
export function walletProblem(error: unknown): WalletProblem {
  if (error instanceof WalletProblem) return error;
  const code = codeOf(error);
  if (code === USER_REJECTED) return new WalletProblem(WALLET_REJECTED_TEXT);
  if (code === REQUEST_PENDING) return new WalletProblem(WALLET_BUSY_TEXT);
  const message = error instanceof Error && error.message ? error.message : String(error);
  return new WalletProblem(`Your Web3 wallet refused the request: ${message}`);
}

async function ask<T>(wallet: Eip1193Provider, method: string, params?: unknown[]): Promise<T> {
  try {
    return (await wallet.request(params === undefined ? { method } : { method, params })) as T;
  } catch (error) {
    throw walletProblem(error);
  }
}

/** Makes sure the wallet is on `chainId`, asking it to switch when it is not. */
export async function ensureChain(wallet: Eip1193Provider, chainId: bigint, network: string): Promise<void> {
  const current = await ask<string>(wallet, 'eth_chainId');
  if (typeof current === 'string' && /^0x[0-9a-fA-F]+$/.test(current) && BigInt(current) === chainId) return;
  try {
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(chainId) }] });
  } catch (error) {
    if (codeOf(error) === UNRECOGNIZED_CHAIN) throw new WalletProblem(unknownChainText(network));
    if (codeOf(error) === USER_REJECTED) throw new WalletProblem(wrongChainText(network));
    throw walletProblem(error);
  }
}

/** Puts the wallet on the bridge's chain and returns the account it shares. */
export async function connectWallet(wallet: Eip1193Provider, chainId: bigint, network: string): Promise<Address> {
  await ensureChain(wallet, chainId, network);
  const accounts = await ask<unknown>(wallet, 'eth_requestAccounts');
  const [address] = Array.isArray(accounts) ? accounts : [];
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) throw new WalletProblem(NO_ACCOUNT_TEXT);
  return address;
}

/** `personal_sign` of the Hive account name: what proves to the bridge that the address is the user's. */
export function signAccountName(wallet: Eip1193Provider, address: Address, account: string): Promise<Hex> {
  return ask<Hex>(wallet, 'personal_sign', [toHex(account), address]);
}

/** Sends a transaction after checking the chain again (the user may have switched since connecting); its hash. */
export async function sendWalletTransaction(wallet: Eip1193Provider, chainId: bigint, network: string, transaction: EvmTransactionRequest): Promise<Hex> {
  await ensureChain(wallet, chainId, network);
  return ask<Hex>(wallet, 'eth_sendTransaction', [transaction]);
}
