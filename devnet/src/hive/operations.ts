import type { SignedTransaction } from '@hiveio/dhive';
import { HiveRpcError } from './hive-error';
import type { RequiredAuthority } from './verify';
import { isRecord } from '../chain/is-record';

export interface CustomJsonOperation {
  kind: 'custom_json';
  requiredAuths: string[];
  requiredPostingAuths: string[];
  id: string;
  json: string;
}

export interface TransferOperation {
  kind: 'transfer';
  from: string;
  to: string;
  amount: string;
  memo: string;
}

export type AcceptedOperation = CustomJsonOperation | TransferOperation;

const MAX_CUSTOM_ID_LENGTH = 32;
const MAX_JSON_BYTES = 8192;
const MAX_MEMO_LENGTH = 2048;

const invalid = (message: string) => new HiveRpcError(`Invalid transaction: ${message}`, 'parse_error_exception', -32602);

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** Validates an untrusted transaction object's shape; returns it typed. */
export function asSignedTransaction(value: unknown): SignedTransaction {
  if (!isRecord(value)) throw invalid('expected an object');
  const { ref_block_num, ref_block_prefix, expiration, operations, extensions, signatures } = value;
  if (typeof ref_block_num !== 'number' || typeof ref_block_prefix !== 'number') throw invalid('missing ref_block_num/ref_block_prefix');
  if (typeof expiration !== 'string') throw invalid('missing expiration');
  if (!Array.isArray(operations) || operations.length === 0) throw invalid('a transaction needs at least one operation');
  if (extensions !== undefined && !Array.isArray(extensions)) throw invalid('extensions must be an array');
  if (!isStringArray(signatures) || signatures.length === 0) throw invalid('a transaction needs signatures');
  return { ref_block_num, ref_block_prefix, expiration, operations, extensions: extensions ?? [], signatures } as SignedTransaction;
}

/** The operations the devnet accepts (custom_json, transfer), validated as hived validates them. */
export function acceptedOperations(tx: SignedTransaction): AcceptedOperation[] {
  return tx.operations.map((operation: unknown) => {
    if (!Array.isArray(operation) || operation.length !== 2 || typeof operation[0] !== 'string' || !isRecord(operation[1])) {
      throw invalid('operations must be [name, body] pairs');
    }
    const [name, body] = operation as [string, Record<string, unknown>];
    if (name === 'custom_json') return customJson(body);
    if (name === 'transfer') return transfer(body);
    throw new HiveRpcError(`devnet: operation ${name} is not supported (only custom_json and transfer)`);
  });
}

function customJson(body: Record<string, unknown>): CustomJsonOperation {
  const { required_auths, required_posting_auths, id, json } = body;
  if (!isStringArray(required_auths) || !isStringArray(required_posting_auths)) throw invalid('custom_json auths must be string arrays');
  if (required_auths.length + required_posting_auths.length === 0) {
    throw new HiveRpcError('Assert Exception:(required_auths.size() + required_posting_auths.size()) > 0: at least one account must be specified');
  }
  if (typeof id !== 'string' || id.length > MAX_CUSTOM_ID_LENGTH) throw new HiveRpcError('Assert Exception:id.size() <= HIVE_CUSTOM_OP_ID_MAX_LENGTH: Operation ID length exceeded. Max: 32');
  if (typeof json !== 'string' || Buffer.byteLength(json) > MAX_JSON_BYTES) throw new HiveRpcError('Assert Exception:json.length() <= HIVE_CUSTOM_OP_DATA_MAX_LENGTH: Operation JSON length exceeded. Max: 8192');
  try {
    JSON.parse(json);
  } catch {
    throw new HiveRpcError('Assert Exception:fc::json::is_valid(json): JSON Metadata not valid JSON');
  }
  return { kind: 'custom_json', requiredAuths: required_auths, requiredPostingAuths: required_posting_auths, id, json };
}

function transfer(body: Record<string, unknown>): TransferOperation {
  const { from, to, amount, memo } = body;
  if (typeof from !== 'string' || typeof to !== 'string' || typeof amount !== 'string') throw invalid('transfer needs from, to and amount');
  const memoText = typeof memo === 'string' ? memo : '';
  if (memoText.length > MAX_MEMO_LENGTH) throw new HiveRpcError('Assert Exception:memo.size() < HIVE_MAX_MEMO_SIZE: Memo is too large');
  return { kind: 'transfer', from, to, amount, memo: memoText };
}

export function requiredAuthorities(operations: AcceptedOperation[]): RequiredAuthority[] {
  return operations.flatMap((op): RequiredAuthority[] =>
    op.kind === 'transfer'
      ? [{ account: op.from, role: 'active' }]
      : [
          ...op.requiredAuths.map((account): RequiredAuthority => ({ account, role: 'active' })),
          ...op.requiredPostingAuths.map((account): RequiredAuthority => ({ account, role: 'posting' })),
        ],
  );
}
