import type { ContractApi } from '../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../shared/constants';
import { findToken } from '../shared/token-tables';
import type { TokenRow } from './rows';

/** Payload fields are hostile input: narrow them before use. */
export type Payload = Record<string, unknown>;

/** The chain's `x && typeof x === 'string'`. */
export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Logs `message` and returns false: `if (!valid) return fail(api, 'invalid params')`. */
export function fail(api: ContractApi, message: string): false {
  api.assert(false, message);
  return false;
}

export function requireActiveKey(api: ContractApi, payload: Payload): boolean {
  return api.assert(payload.isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED);
}

/** The cooldown / transaction-count rule of enableStaking and enableDelegation (1–18250). */
export function isDayCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max;
}

/** Logs `message` and returns null, for checks that return what they found. */
export function refuse(api: ContractApi, message: string): null {
  api.assert(false, message);
  return null;
}

/** The symbol's token if the sender is its issuer; else logs `symbol does not exist` / `must be the issuer`. */
export function findIssuedToken(api: ContractApi, symbol: unknown): TokenRow | null {
  const token = findToken(api, symbol);
  if (token === null) return refuse(api, 'symbol does not exist');
  return api.assert(token.issuer === api.sender, 'must be the issuer') ? token : null;
}
