import type { ContractApi } from '../../chain/contract-api';
import { findToken } from '../shared/token-tables';
import type { TokenRow } from './rows';
import { updateToken } from './store';
import { fail, isNonEmptyString, requireActiveKey, type Payload } from './validation';

/** Issuer-only edits of a token definition. A missing token is silent in all of them. */

const MAX_URL_LENGTH = 255;
const MAX_METADATA_LENGTH = 1000;

/** The token if the sender issued it; a missing token is silent, someone else's logs `must be the issuer`. */
function findEditableToken(api: ContractApi, symbol: string): TokenRow | null {
  const token = findToken(api, symbol);
  return token !== null && api.assert(token.issuer === api.sender, 'must be the issuer') ? token : null;
}

/** `{value}` of the parsed text, or null when it is not JSON. */
function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/**
 * `updateUrl {symbol, url}` (posting key). Rewrites `metadata.url`, and fails when the current
 * metadata has no truthy url (tokens created without one must use updateMetadata).
 */
export function updateUrl(api: ContractApi, payload: Payload): void {
  const { symbol, url } = payload;
  if (!(isNonEmptyString(symbol) && isNonEmptyString(url))) {
    fail(api, 'invalid params');
    return;
  }
  if (!api.assert(url.length <= MAX_URL_LENGTH, 'invalid url: max length of 255')) return;
  const token = findEditableToken(api, symbol);
  if (token === null) return;
  const parsed = parseJson(token.metadata);
  if (parsed === null) return; // the chain swallows the parse error
  const metadata = typeof parsed.value === 'object' && parsed.value !== null ? parsed.value : null;
  const hasUrl = metadata !== null && Boolean((metadata as { url?: unknown }).url);
  if (!api.assert(hasUrl, 'an error occured when trying to update the url')) return;
  token.metadata = JSON.stringify({ ...metadata, url });
  updateToken(api, token);
}

/** `updateMetadata {symbol, metadata: object}` (posting key): replaces the whole metadata. */
export function updateMetadata(api: ContractApi, payload: Payload): void {
  const { symbol, metadata } = payload;
  if (!(isNonEmptyString(symbol) && typeof metadata === 'object' && metadata !== null)) {
    fail(api, 'invalid params');
    return;
  }
  const token = findEditableToken(api, symbol);
  if (token === null) return;
  const serialized = JSON.stringify(metadata);
  if (!api.assert(serialized.length <= MAX_METADATA_LENGTH, 'invalid metadata: max length of 1000')) return;
  token.metadata = serialized;
  updateToken(api, token);
}

/** `updatePrecision {symbol, precision}`: 1–8, only upwards. A bad symbol stops without a message. */
export function updatePrecision(api: ContractApi, payload: Payload): void {
  const { symbol, precision } = payload;
  if (!requireActiveKey(api, payload) || !isNonEmptyString(symbol)) return;
  const valid = typeof precision === 'number' && Number.isInteger(precision) && precision > 0 && precision <= 8;
  if (!api.assert(valid, 'invalid precision')) return;
  const newPrecision = precision as number;
  const token = findEditableToken(api, symbol);
  if (token === null || !api.assert(newPrecision > token.precision, 'precision can only be increased')) return;
  token.precision = newPrecision;
  updateToken(api, token);
}

/** `transferOwnership {symbol, to}`: hands the issuer role to another account. */
export function transferOwnership(api: ContractApi, payload: Payload): void {
  const { symbol, to } = payload;
  if (!requireActiveKey(api, payload)) return;
  if (!(isNonEmptyString(symbol) && isNonEmptyString(to))) {
    fail(api, 'invalid params');
    return;
  }
  const token = findEditableToken(api, symbol);
  if (token === null) return;
  const finalTo = to.trim();
  if (!api.assert(api.isValidAccountName(finalTo), 'invalid to')) return;
  token.issuer = finalTo;
  updateToken(api, token);
  api.emit('transferOwnership', { from: api.sender, to: finalTo, symbol });
}
