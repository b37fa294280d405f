import type { ActionHandler } from '../../../chain/contract-api';
import { isNonNegativeNumericString } from '../../shared/chain-number';
import { readParams } from '../tables';
import type { NftParams } from '../types';
import { isObjectValue } from '../validators';

/** Owner-only fee changes; anyone else is ignored silently; invalid values are skipped. */
export const updateParams: ActionHandler = (api, payload) => {
  if (api.sender !== api.owner) return;
  const { nftCreationFee, nftIssuanceFee, dataPropertyCreationFee, enableDelegationFee } = payload;
  const params: NftParams = readParams(api);
  if (isNonNegativeNumericString(nftCreationFee)) params.nftCreationFee = nftCreationFee;
  if (isObjectValue(nftIssuanceFee)) params.nftIssuanceFee = nftIssuanceFee as Record<string, string>;
  if (isNonNegativeNumericString(dataPropertyCreationFee)) params.dataPropertyCreationFee = dataPropertyCreationFee;
  if (isNonNegativeNumericString(enableDelegationFee)) params.enableDelegationFee = enableDelegationFee;
  api.table('params').update(params);
};
