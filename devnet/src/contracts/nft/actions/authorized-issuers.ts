import type { ActionHandler, ContractApi } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { MAX_NUM_AUTHORIZED_ISSUERS } from '../constants';
import { findNft, saveNft } from '../tables';
import { containsDuplicates, isValidAccountList, isValidContractList } from '../validators';

/** The two authorized-issuer lists differ only in names, validation and normalisation. */
type IssuerListKind = {
  payloadKey: 'accounts' | 'contracts';
  field: 'authorizedIssuingAccounts' | 'authorizedIssuingContracts';
  isValidList: (list: unknown[]) => boolean;
  normalize: (name: string) => string;
  invalidListError: string;
  duplicateError: string;
};

const ACCOUNTS: IssuerListKind = {
  payloadKey: 'accounts',
  field: 'authorizedIssuingAccounts',
  isValidList: isValidAccountList,
  normalize: (name) => name.trim().toLowerCase(),
  invalidListError: 'invalid account list',
  duplicateError: 'cannot add the same account twice',
};

const CONTRACTS: IssuerListKind = {
  payloadKey: 'contracts',
  field: 'authorizedIssuingContracts',
  isValidList: isValidContractList,
  normalize: (name) => name.trim(),
  invalidListError: 'invalid contract list',
  duplicateError: 'cannot add the same contract twice',
};

/** Shared checks; returns the validated list or null. */
function validateRequest(
  api: ContractApi,
  payload: Record<string, unknown>,
  kind: IssuerListKind,
  verb: 'have' | 'remove',
): string[] | null {
  const { symbol, isSignedWithActiveKey } = payload;
  const list = payload[kind.payloadKey];
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(typeof symbol === 'string' && symbol !== '' && Array.isArray(list), 'invalid params') &&
    api.assert(
      (list as unknown[]).length <= MAX_NUM_AUTHORIZED_ISSUERS,
      `cannot ${verb} more than ${MAX_NUM_AUTHORIZED_ISSUERS} authorized issuing ${kind.payloadKey}`,
    ) &&
    api.assert(kind.isValidList(list as unknown[]), kind.invalidListError);
  return isValid ? (list as string[]) : null;
}

function addIssuers(api: ContractApi, payload: Record<string, unknown>, kind: IssuerListKind): void {
  const list = validateRequest(api, payload, kind, 'have');
  if (list === null) return;
  const nft = findNft(api, payload.symbol as string);
  if (!nft) return;
  const current = nft[kind.field];
  const additions = list.map(kind.normalize).filter((name) => !current.includes(name));
  if (
    api.assert(nft.issuer === api.sender, 'must be the issuer') &&
    api.assert(!containsDuplicates(additions), kind.duplicateError) &&
    api.assert(
      current.length + additions.length <= MAX_NUM_AUTHORIZED_ISSUERS,
      `cannot have more than ${MAX_NUM_AUTHORIZED_ISSUERS} authorized issuing ${kind.payloadKey}`,
    )
  ) {
    nft[kind.field] = current.concat(additions);
    saveNft(api, nft);
  }
}

function removeIssuers(api: ContractApi, payload: Record<string, unknown>, kind: IssuerListKind): void {
  const list = validateRequest(api, payload, kind, 'remove');
  if (list === null) return;
  const nft = findNft(api, payload.symbol as string);
  if (!nft || !api.assert(nft.issuer === api.sender, 'must be the issuer')) return;
  const removed = new Set(list.map(kind.normalize));
  nft[kind.field] = nft[kind.field].filter((name) => !removed.has(name));
  saveNft(api, nft);
}

export const addAuthorizedIssuingAccounts: ActionHandler = (api, payload) => addIssuers(api, payload, ACCOUNTS);
export const addAuthorizedIssuingContracts: ActionHandler = (api, payload) => addIssuers(api, payload, CONTRACTS);
export const removeAuthorizedIssuingAccounts: ActionHandler = (api, payload) => removeIssuers(api, payload, ACCOUNTS);
export const removeAuthorizedIssuingContracts: ActionHandler = (api, payload) => removeIssuers(api, payload, CONTRACTS);
