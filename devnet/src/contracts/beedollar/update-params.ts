import type { ActionHandler } from '../../chain/contract-api';
import { isNonNegativeNumericString } from '../shared/chain-number';
import { beeDollarParams, readParams } from './rows';

/** `updateParams {minConvertibleAmount?, feePercentage?}`: owner only; silent for anyone else and for bad values. */
export const updateParams: ActionHandler = (api, payload) => {
  if (api.sender !== api.owner) return;
  const params = readParams(api);
  const { minConvertibleAmount, feePercentage } = payload;
  if (isNonNegativeNumericString(minConvertibleAmount)) params.minConvertibleAmount = minConvertibleAmount;
  if (isNonNegativeNumericString(feePercentage)) params.feePercentage = feePercentage;
  beeDollarParams(api).update(params);
};
