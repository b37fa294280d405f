import type { ActionHandler } from '../../chain/contract-api';
import { isNonNegativeNumericString } from '../shared/chain-number';
import { poolsParams, readParams } from './rows';

/** `updateParams {poolCreationFee?}`: owner only, silent for anyone else. */
export const updateParams: ActionHandler = (api, payload) => {
  const { poolCreationFee } = payload;
  if (api.sender !== api.owner) return;
  const params = readParams(api);
  if (poolCreationFee) {
    if (!api.assert(isNonNegativeNumericString(poolCreationFee), 'invalid poolCreationFee')) return;
    params.poolCreationFee = poolCreationFee as string;
  }
  poolsParams(api).update(params);
};
