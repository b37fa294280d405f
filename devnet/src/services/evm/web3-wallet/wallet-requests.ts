import { isAddress, isHex, keccak256, toHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { KNOWN_CHAIN_IDS, type RecordedTransaction, type Web3WalletState } from './wallet-state';

/** Hardhat's well-known account #0: a public dev key, so the emulator really signs. */
const DEV_PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const devWalletAccount = privateKeyToAccount(DEV_PRIVATE_KEY);

/** EIP-1193 / EIP-1474 error codes the page sees. */
export const USER_REJECTED = 4001;
export const UNAUTHORIZED = 4100;
export const UNSUPPORTED_METHOD = 4200;
export const UNRECOGNIZED_CHAIN = 4902;
export const INVALID_PARAMS = -32602;

export type WalletAnswer = { result: unknown } | { error: { code: number; message: string } };

const fail = (code: number, message: string): WalletAnswer => ({ error: { code, message } });
const REJECTED = fail(USER_REJECTED, 'User rejected the request.');

/** Methods that open the wallet's approval window (refused in mode `reject`). */
const NEEDS_APPROVAL = new Set(['eth_requestAccounts', 'personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']);

/** Answers one EIP-1193 request as an injected wallet would; may change `state` (chain, recorded transactions). */
export async function answerWalletRequest(state: Web3WalletState, method: unknown, params: unknown): Promise<WalletAnswer> {
  if (typeof method !== 'string') return fail(INVALID_PARAMS, 'method must be a string');
  const args = Array.isArray(params) ? (params as unknown[]) : [];
  if (NEEDS_APPROVAL.has(method) && state.mode === 'reject') return REJECTED;
  switch (method) {
    case 'eth_chainId':
      return { result: state.chainId };
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return { result: [devWalletAccount.address] };
    case 'wallet_switchEthereumChain':
      return switchChain(state, args[0]);
    case 'personal_sign':
      return personalSign(args);
    case 'eth_sendTransaction':
      return sendTransaction(state, args[0]);
    default:
      return fail(UNSUPPORTED_METHOD, `The devnet wallet does not support ${method}`);
  }
}

function switchChain(state: Web3WalletState, request: unknown): WalletAnswer {
  const chainId = (request as { chainId?: unknown } | undefined)?.chainId;
  if (typeof chainId !== 'string' || !isHex(chainId)) return fail(INVALID_PARAMS, 'chainId must be a hex string');
  const normalised = toHex(BigInt(chainId));
  if (!KNOWN_CHAIN_IDS.includes(normalised)) return fail(UNRECOGNIZED_CHAIN, `Unrecognized chain ID "${chainId}". Try adding the chain first.`);
  state.chainId = normalised;
  return { result: null };
}

async function personalSign([message, address]: unknown[]): Promise<WalletAnswer> {
  if (typeof message !== 'string' || !isHex(message)) return fail(INVALID_PARAMS, 'personal_sign expects hex data');
  if (typeof address !== 'string' || address.toLowerCase() !== devWalletAccount.address.toLowerCase()) return fail(UNAUTHORIZED, 'Unknown account');
  return { result: await devWalletAccount.signMessage({ message: { raw: message } }) };
}

function sendTransaction(state: Web3WalletState, request: unknown): WalletAnswer {
  const { from, to, value = '0x0', data = '0x' } = (request ?? {}) as Record<string, unknown>;
  if (typeof from !== 'string' || from.toLowerCase() !== devWalletAccount.address.toLowerCase()) return fail(UNAUTHORIZED, 'Unknown account');
  if (typeof to !== 'string' || !isAddress(to, { strict: false })) return fail(INVALID_PARAMS, 'to must be an address');
  if (typeof value !== 'string' || !isHex(value) || typeof data !== 'string' || !isHex(data)) return fail(INVALID_PARAMS, 'value and data must be hex');
  const fields = { chainId: state.chainId, from, to, value, data };
  const hash = keccak256(toHex(JSON.stringify({ ...fields, nonce: state.transactions.length })));
  const recorded: RecordedTransaction = { hash, ...fields };
  state.transactions.push(recorded);
  return { result: hash };
}
