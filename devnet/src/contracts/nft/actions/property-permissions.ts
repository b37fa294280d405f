import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { MAX_NUM_AUTHORIZED_ISSUERS } from '../constants';
import { findNft, saveNft } from '../tables';
import { containsDuplicates, hasOwn, isValidAccountList, isValidContractList, isValidPropertyName } from '../validators';

const isOptionalList = (value: unknown): value is unknown[] | undefined => value === undefined || Array.isArray(value);
const isWithinLimit = (list: unknown[] | undefined): boolean => list === undefined || list.length <= MAX_NUM_AUTHORIZED_ISSUERS;

/** `setPropertyPermissions`: replaces a property's editing accounts and/or contracts. */
export const setPropertyPermissions: ActionHandler = (api, payload) => {
  const { symbol, name, accounts, contracts, isSignedWithActiveKey } = payload;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(
      typeof symbol === 'string' && symbol !== '' && typeof name === 'string' && name !== '' &&
        isOptionalList(accounts) && isOptionalList(contracts),
      'invalid params',
    ) &&
    api.assert(isValidPropertyName(name), 'invalid name: letters & numbers only, max length of 25') &&
    api.assert(isWithinLimit(accounts), `cannot have more than ${MAX_NUM_AUTHORIZED_ISSUERS} authorized accounts`) &&
    api.assert(isWithinLimit(contracts), `cannot have more than ${MAX_NUM_AUTHORIZED_ISSUERS} authorized contracts`) &&
    api.assert(accounts === undefined || isValidAccountList(accounts), 'invalid account list') &&
    api.assert(contracts === undefined || isValidContractList(contracts), 'invalid contract list');
  if (!isValid) return;
  const nft = findNft(api, symbol);
  if (!nft) return;
  if (!api.assert(hasOwn(nft.properties, name), 'property must exist') || !api.assert(nft.issuer === api.sender, 'must be the issuer')) {
    return;
  }
  const accountList = ((accounts ?? []) as string[]).map((account) => account.trim().toLowerCase());
  const contractList = ((contracts ?? []) as string[]).map((contract) => contract.trim());
  const areUnique =
    api.assert(!containsDuplicates(accountList), 'cannot add the same account twice') &&
    api.assert(!containsDuplicates(contractList), 'cannot add the same contract twice');
  if (!areUnique || (accounts === undefined && contracts === undefined)) return;
  const schema = nft.properties[name];
  if (accounts !== undefined) schema.authorizedEditingAccounts = accountList;
  if (contracts !== undefined) schema.authorizedEditingContracts = contractList;
  saveNft(api, nft);
};
