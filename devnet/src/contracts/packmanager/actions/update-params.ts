import type { ActionHandler } from '../../../chain/contract-api';
import { isNonNegativeNumericString } from '../../shared/chain-number';
import { readParams } from '../tables';
import { typedTable } from '../../shared/typed-table';
import type { PackManagerParams } from '../types';

/** `updateParams` (owner only, silent otherwise): registration and type fees. */
export const updateParams: ActionHandler = (api, payload) => {
  if (api.sender !== api.owner) return;
  const params = readParams(api);
  for (const fee of ['registerFee', 'typeAddFee'] as const) {
    if (isNonNegativeNumericString(payload[fee])) params[fee] = payload[fee];
  }
  typedTable<PackManagerParams>(api.table('params')).update(params);
};
