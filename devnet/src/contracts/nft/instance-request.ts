import type { ContractApi } from '../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../shared/constants';
import { isValidNftIdList } from './nft-id-list';
import { isPartyType, isValidParty, normalizeParty, resolveCaller, type Caller } from './parties';
import { findInstance } from './tables';
import type { NftIdGroup, NftInstance, PartyType } from './types';

/** A validated payload of an action on listed instances (burn, undelegate). */
export type InstancesRequest = { caller: Caller; nfts: NftIdGroup[] };

/** …plus a recipient (transfer, delegate). */
export type MoveRequest = InstancesRequest & { to: string; toType: PartyType };

function parseRequest(
  api: ContractApi,
  payload: Record<string, unknown>,
  callingContract: string | undefined,
  hasRecipient: boolean,
): (InstancesRequest & { toType: unknown }) | null {
  const { nfts, to, isSignedWithActiveKey } = payload;
  const caller = resolveCaller(api, payload.fromType, callingContract);
  const toType = payload.toType === undefined ? 'user' : payload.toType;
  const isRecipientWellFormed = !hasRecipient || (typeof to === 'string' && to !== '' && isPartyType(toType));
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(caller !== null && isRecipientWellFormed && Array.isArray(nfts), 'invalid params') &&
    isValidNftIdList(api, nfts as unknown[]);
  return isValid && caller ? { caller, nfts: nfts as NftIdGroup[], toType } : null;
}

export function parseInstancesRequest(
  api: ContractApi,
  payload: Record<string, unknown>,
  callingContract: string | undefined,
): InstancesRequest | null {
  return parseRequest(api, payload, callingContract, false);
}

/** Recipient checks: `invalid to`, then sending to oneself, then sending to user `null`. */
export function parseMoveRequest(
  api: ContractApi,
  payload: Record<string, unknown>,
  callingContract: string | undefined,
  errors: { toSelf: string; toNull: string },
): MoveRequest | null {
  const request = parseRequest(api, payload, callingContract, true);
  if (request === null) return null;
  const toType = request.toType as PartyType;
  const to = normalizeParty(payload.to as string, toType);
  const isValid =
    api.assert(isValidParty(to, toType), 'invalid to') &&
    api.assert(!(toType === request.caller.fromType && to === request.caller.from), errors.toSelf) &&
    api.assert(!(toType === 'user' && to === 'null'), errors.toNull);
  return isValid ? { caller: request.caller, nfts: request.nfts, to, toType } : null;
}

/**
 * The existing instances among `ids`, each looked up when reached, so a repeated id sees the
 * effect of its earlier occurrence (as on the chain).
 */
export function* listedInstances(
  api: ContractApi,
  symbol: string,
  ids: string[],
): Generator<{ id: string; instance: NftInstance }> {
  for (const id of ids) {
    const instance = findInstance(api, symbol, id);
    if (instance) yield { id, instance };
  }
}
