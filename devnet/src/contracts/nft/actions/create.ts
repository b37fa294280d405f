import type { ActionHandler } from '../../../chain/contract-api';
import { BigNumber, isNumericString, toBigNumber } from '../../shared/chain-number';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { burnUtilityFee, canPayUtilityFee } from '../../shared/utility-fee';
import { MAX_SYMBOL_LENGTH, RESERVED_SYMBOLS } from '../constants';
import { findNft, instanceTableSpec, readParams } from '../tables';
import type { NftDefinition } from '../types';
import { hasOwn, isValidLongName, isValidNftSymbol } from '../validators';
import { addAuthorizedIssuingAccounts, addAuthorizedIssuingContracts } from './authorized-issuers';

const isOptionalText = (value: unknown): boolean => value === undefined || (typeof value === 'string' && value !== '');
const isOptionalList = (value: unknown): boolean => value === undefined || Array.isArray(value);

/** `create` (reference §6.3): validation order, fee burn, then the `<SYMBOL>instances` table. */
export const create: ActionHandler = (api, payload) => {
  const {
    name, orgName, productName, symbol, url, maxSupply,
    authorizedIssuingAccounts, authorizedIssuingContracts, isSignedWithActiveKey,
  } = payload;
  const { nftCreationFee } = readParams(api);

  const areParamsValid =
    api.assert(canPayUtilityFee(api, nftCreationFee), 'you must have enough tokens to cover the creation fees') &&
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(
      typeof name === 'string' && name !== '' &&
        typeof symbol === 'string' && symbol !== '' &&
        isOptionalText(url) && isOptionalText(orgName) && isOptionalText(productName) &&
        isOptionalList(authorizedIssuingAccounts) && isOptionalList(authorizedIssuingContracts) &&
        (maxSupply === undefined || isNumericString(maxSupply)),
      'invalid params',
    );
  if (!areParamsValid) return;

  const areFieldsValid =
    api.assert(isValidNftSymbol(symbol, MAX_SYMBOL_LENGTH), `invalid symbol: uppercase letters only, max length of ${MAX_SYMBOL_LENGTH}`) &&
    api.assert(!hasOwn(RESERVED_SYMBOLS, symbol) || api.sender === RESERVED_SYMBOLS[symbol], 'cannot use this symbol') &&
    api.assert(isValidLongName(name), 'invalid name: letters, numbers, whitespaces only, max length of 50') &&
    api.assert(orgName === undefined || isValidLongName(orgName), 'invalid org name: letters, numbers, whitespaces only, max length of 50') &&
    api.assert(
      productName === undefined || isValidLongName(productName),
      'invalid product name: letters, numbers, whitespaces only, max length of 50',
    ) &&
    api.assert(url === undefined || url.length <= 255, 'invalid url: max length of 255') &&
    api.assert(maxSupply === undefined || toBigNumber(maxSupply).gt(0), 'maxSupply must be positive') &&
    api.assert(
      maxSupply === undefined || toBigNumber(maxSupply).lte(Number.MAX_SAFE_INTEGER),
      `maxSupply must be lower than ${Number.MAX_SAFE_INTEGER}`,
    ) &&
    api.assert(findNft(api, symbol) === null, 'symbol already exists');
  if (!areFieldsValid) return;

  if (!burnUtilityFee(api, nftCreationFee, isSignedWithActiveKey)) return;

  const newNft: NftDefinition = {
    issuer: String(api.sender),
    symbol,
    name,
    orgName: orgName ?? '',
    productName: productName ?? '',
    metadata: JSON.stringify({ url: url ?? '' }),
    maxSupply: maxSupply === undefined ? 0 : toBigNumber(maxSupply).integerValue(BigNumber.ROUND_DOWN).toNumber(),
    supply: 0,
    circulatingSupply: 0,
    delegationEnabled: false,
    undelegationCooldown: 0,
    authorizedIssuingAccounts: authorizedIssuingAccounts === undefined ? [String(api.sender)] : [],
    authorizedIssuingContracts: [],
    properties: {},
    groupBy: [],
  };
  api.createTable(instanceTableSpec(symbol));
  api.table('nfts').insert(newNft);

  if (authorizedIssuingAccounts !== undefined) {
    addAuthorizedIssuingAccounts(api, { accounts: authorizedIssuingAccounts, symbol, isSignedWithActiveKey });
  }
  if (authorizedIssuingContracts !== undefined) {
    addAuthorizedIssuingContracts(api, { contracts: authorizedIssuingContracts, symbol, isSignedWithActiveKey });
  }
};
