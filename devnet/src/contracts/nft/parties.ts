import type { ContractApi } from '../../chain/contract-api';
import { isValidAccountLength, isValidContractName } from '../shared/accounts';
import type { NftInstance, OwnerType, PartyType } from './types';

/** Who acts: the signing user, or the contract that called this one (`fromType: "contract"`). */
export type Caller = { from: string; fromType: PartyType };

/**
 * Resolves payload `fromType` (default `user`). Null when it is not `user`/`contract`, or when a
 * user transaction claims to act as a contract.
 */
export function resolveCaller(api: ContractApi, fromType: unknown, callingContract: string | undefined): Caller | null {
  const finalFromType = fromType === undefined ? 'user' : fromType;
  if (finalFromType === 'user') return { from: String(api.sender), fromType: 'user' };
  if (finalFromType === 'contract' && callingContract !== undefined) {
    return { from: callingContract, fromType: 'contract' };
  }
  return null;
}

export const isPartyType = (value: unknown): value is PartyType => value === 'user' || value === 'contract';

export const ownerTypeOf = (type: PartyType): OwnerType => (type === 'user' ? 'u' : 'c');

/** Users are lower-cased; contract names are only trimmed. */
export const normalizeParty = (name: string, type: PartyType): string =>
  type === 'user' ? name.trim().toLowerCase() : name.trim();

export const isValidParty = (name: string, type: PartyType): boolean =>
  type === 'user' ? isValidAccountLength(name) : isValidContractName(name);

export const isHeldBy = (instance: NftInstance, caller: Caller): boolean =>
  instance.account === caller.from && instance.ownedBy === ownerTypeOf(caller.fromType);
