import type { KeychainRequest, KeyName } from './keychain-types';

export type Validated = { ok: true; request: KeychainRequest } | { ok: false; message: string };

const THREE_DECIMALS = /^\d+(\.\d{3})$/;
const ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;

/** Keychain's own parameter checks (its content script rejects with `incomplete` before any popup). */
export function validateRequest(raw: unknown): Validated {
  if (typeof raw !== 'object' || raw === null) return invalid('"request" must be an object');
  const r = raw as Record<string, unknown>;
  if (typeof r.username !== 'string' || !r.username) return invalid('"username" is required');
  switch (r.type) {
    case 'signBuffer': {
      if (typeof r.message !== 'string' || !r.message) return invalid('"message" is required');
      const method = keyName(r.method, ['Posting', 'Active', 'Memo']);
      if (!method) return invalid('"method" must be one of [Posting, Active, Memo]');
      const title = typeof r.title === 'string' ? { title: r.title } : {};
      return valid({ type: 'signBuffer', username: r.username, message: r.message, method, ...title });
    }
    case 'custom': {
      if (typeof r.id !== 'string' || !r.id) return invalid('"id" is required');
      if (typeof r.json !== 'string') return invalid('"json" must be a string');
      if (!isJson(r.json)) return invalid('"json" must be valid JSON');
      const method = r.method === undefined || r.method === null ? 'Posting' : keyName(r.method, ['Posting', 'Active']);
      if (!method) return invalid('"method" must be one of [Posting, Active]');
      const displayMsg = typeof r.display_msg === 'string' ? r.display_msg : '';
      return valid({ type: 'custom', username: r.username, id: r.id, method, json: r.json, display_msg: displayMsg });
    }
    case 'transfer':
      if (typeof r.to !== 'string' || !ACCOUNT.test(r.to)) return invalid('"to" must be a valid account name');
      if (typeof r.amount !== 'string' || !THREE_DECIMALS.test(r.amount)) return invalid('Amount requires a string with 3 decimals');
      if (r.currency !== 'HIVE' && r.currency !== 'HBD') return invalid('"currency" must be one of [HIVE, HBD]');
      if (r.memo !== undefined && typeof r.memo !== 'string') return invalid('"memo" must be a string');
      return valid({
        type: 'transfer',
        username: r.username,
        to: r.to,
        amount: r.amount,
        memo: typeof r.memo === 'string' ? r.memo : '',
        currency: r.currency,
        enforce: r.enforce === true,
      });
    case 'broadcast': {
      if (!Array.isArray(r.operations) || r.operations.length === 0 || !r.operations.every(isOperation)) {
        return invalid('"operations" must be an array of [name, body] operations');
      }
      const method = keyName(r.method, ['Posting', 'Active']);
      if (!method) return invalid('"method" must be one of [Posting, Active]');
      return valid({ type: 'broadcast', username: r.username, operations: r.operations, method });
    }
    default:
      return invalid('"type" is not supported');
  }
}

/** Keychain accepts key names in any case. */
function keyName<K extends KeyName>(value: unknown, allowed: K[]): K | undefined {
  if (typeof value !== 'string') return undefined;
  return allowed.find((name) => name.toLowerCase() === value.toLowerCase());
}

function isOperation(op: unknown): op is [string, Record<string, unknown>] {
  return Array.isArray(op) && op.length === 2 && typeof op[0] === 'string' && typeof op[1] === 'object' && op[1] !== null;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const valid = (request: KeychainRequest): Validated => ({ ok: true, request });
const invalid = (message: string): Validated => ({ ok: false, message });
