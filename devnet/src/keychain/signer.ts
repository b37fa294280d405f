import { PrivateKey, cryptoUtils, type Operation, type SignedTransaction } from '@hiveio/dhive';
import { accountKeys } from '../accounts';
import type { KeychainRequest, KeyName } from './keychain-types';

/** What a transaction needs from the Hive node it goes to. */
export interface HiveChainContext {
  chainId: string;
  /** Expiration, `YYYY-MM-DDTHH:mm:ss` (UTC). */
  expiration: string;
  headBlockNumber: number;
  /** 40 hex characters (shorter or empty: a zero ref_block_prefix). */
  headBlockId: string;
}

export const TRANSACTION_LIFETIME_S = 60;

/**
 * Expirations one second apart at least: two identical requests in the same second would otherwise
 * make identical transactions, which the Hive node refuses as duplicates.
 */
export function createExpirationClock(): (nowMs: number) => string {
  let last = 0;
  return (nowMs) => {
    last = Math.max(Math.floor(nowMs / 1000) + TRANSACTION_LIFETIME_S, last + 1);
    return new Date(last * 1000).toISOString().slice(0, 19);
  };
}

const ROLE: Record<KeyName, 'posting' | 'active' | 'memo'> = { Posting: 'posting', Active: 'active', Memo: 'memo' };

export function privateKeyOf(username: string, key: KeyName): PrivateKey {
  return PrivateKey.fromString(accountKeys(username)[ROLE[key]].wif);
}

/**
 * Keychain's requestSignBuffer: SHA-256 of the message bytes (a JSON-serialised Node Buffer means its raw
 * bytes), signed compact → 130 hex characters.
 */
export function signBuffer(username: string, message: string, key: KeyName): { signature: string; publicKey: string } {
  const privateKey = privateKeyOf(username, key);
  return {
    signature: privateKey.sign(cryptoUtils.sha256(messageBytes(message))).toString(),
    publicKey: privateKey.createPublic().toString(),
  };
}

function messageBytes(message: string): Buffer {
  try {
    const parsed: unknown = JSON.parse(message);
    if (isSerialisedBuffer(parsed)) return Buffer.from(parsed.data);
  } catch {
    // not JSON: the text itself is signed
  }
  return Buffer.from(message, 'utf8');
}

function isSerialisedBuffer(value: unknown): value is { type: 'Buffer'; data: number[] } {
  const candidate = value as { type?: unknown; data?: unknown } | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.type === 'Buffer' &&
    Array.isArray(candidate.data) &&
    candidate.data.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)
  );
}

/** The Hive operations and the key of a broadcasting request. */
export function operationsOf(request: Exclude<KeychainRequest, { type: 'signBuffer' }>): { operations: Operation[]; key: KeyName } {
  switch (request.type) {
    case 'custom': {
      const active = request.method === 'Active';
      const body = {
        required_auths: active ? [request.username] : [],
        required_posting_auths: active ? [] : [request.username],
        id: request.id,
        json: request.json,
      };
      return { operations: [['custom_json', body]], key: active ? 'Active' : 'Posting' };
    }
    case 'transfer': {
      const body = { from: request.username, to: request.to, amount: `${request.amount} ${request.currency}`, memo: request.memo };
      return { operations: [['transfer', body]], key: 'Active' };
    }
    case 'broadcast':
      return { operations: request.operations as Operation[], key: request.method };
  }
}

/** A transaction referencing the node's head block (TaPoS), signed for the chain id. */
export function signTransaction(operations: Operation[], privateKey: PrivateKey, chain: HiveChainContext): SignedTransaction {
  const id = Buffer.from(chain.headBlockId, 'hex');
  const transaction = {
    ref_block_num: chain.headBlockNumber & 0xffff,
    ref_block_prefix: id.length >= 8 ? id.readUInt32LE(4) : 0,
    expiration: chain.expiration,
    operations,
    extensions: [],
  };
  return cryptoUtils.signTransaction(transaction, privateKey, Buffer.from(chain.chainId, 'hex'));
}
