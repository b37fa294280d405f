import BigNumber from 'bignumber.js';
import { getAddress, isAddress, isHex, recoverMessageAddress, type Hex } from 'viem';
import type { HiveTransfer } from '../../devnet';
import { EVM_CHAINS, type EvmChain } from './evm-chains';

/** State bag `evm-addresses`: the EVM address each Hive account registered, per chain. */
export const EVM_ADDRESSES_STATE_KEY = 'evm-addresses';
export type EvmAddresses = Record<EvmChain, Record<string, string>>;

/** The address of the devnet's Web3 wallet emulator (its fixed dev key is public: Hardhat's account #0). */
export const DEV_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** An address nobody here holds the key of: bob's registration does not match the emulator. */
export const FOREIGN_ADDRESS = '0x000000000000000000000000000000000000dEaD';

/** alice registered the emulator's address on every chain, bob another address on eth; the others none. */
export function seedEvmAddresses(): EvmAddresses {
  return {
    eth: { alice: DEV_WALLET_ADDRESS, bob: FOREIGN_ADDRESS },
    bsc: { alice: DEV_WALLET_ADDRESS },
    polygon: { alice: DEV_WALLET_ADDRESS },
  };
}

/** Registrations cost at least this much HIVE (the earlier front ends send exactly 0.001). */
const REGISTRATION_AMOUNT = new BigNumber('0.001');

export interface Registration {
  chain: EvmChain;
  account: string;
  address: string;
}

export interface BridgeIdentity {
  chain: EvmChain;
  /** The bridge's Hive account (settings `<net>_bridge.account`). */
  account: string;
  /** The memo's `id` (settings `<net>_bridge.id`). */
  id: string;
}

/**
 * A registration transfer: ≥ 0.001 HIVE to a bridge account with memo
 * `{"id": <bridge id>, "json": {"<network>Address": "0x…", "signature": "0x…"}}`, where the
 * signature is a personal_sign of the sender's Hive name by that address. Null for anything else.
 */
export async function registrationOf(transfer: HiveTransfer, bridges: readonly BridgeIdentity[]): Promise<Registration | null> {
  const [quantity, asset] = transfer.amount.split(' ');
  if (asset !== 'HIVE' || !new BigNumber(quantity).isGreaterThanOrEqualTo(REGISTRATION_AMOUNT)) return null;
  const bridge = bridges.find((candidate) => candidate.account === transfer.to);
  if (!bridge) return null;
  const memo = parseMemo(transfer.memo);
  if (!memo || memo.id !== bridge.id) return null;
  const address = memo.json[`${EVM_CHAINS[bridge.chain].network}Address`];
  const { signature } = memo.json;
  if (typeof address !== 'string' || !isAddress(address, { strict: false }) || typeof signature !== 'string' || !isHex(signature)) return null;
  const signer = await recoverMessageAddress({ message: transfer.from, signature: signature as Hex }).catch(() => null);
  if (signer === null || signer.toLowerCase() !== address.toLowerCase()) return null;
  return { chain: bridge.chain, account: transfer.from, address: getAddress(address) };
}

function parseMemo(memo: string): { id: unknown; json: Record<string, unknown> } | null {
  try {
    const parsed: unknown = JSON.parse(memo);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, json } = parsed as { id?: unknown; json?: unknown };
    return typeof json === 'object' && json !== null ? { id, json: json as Record<string, unknown> } : null;
  } catch {
    return null;
  }
}
