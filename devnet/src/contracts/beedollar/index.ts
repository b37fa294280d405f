import type { ContractDefinition } from '../../chain/contract-api';
import { BEEDOLLAR_OWNER } from './constants';
import { convert } from './convert';
import { updateParams } from './update-params';

/** BEE → BEED conversion (reference §16): BEE is burned, BEED issued at the pools' BEE price in USD. */
export const contract: ContractDefinition = {
  name: 'beedollar',
  owner: BEEDOLLAR_OWNER,
  tables: [{ name: 'params' }],
  actions: { convert, updateParams },
};
