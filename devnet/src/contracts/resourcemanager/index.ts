import type { ContractDefinition } from '../../chain/contract-api';
import { updateAccount, updateModerator, updateParams } from './admin';
import { burnFee } from './burn-fee';
import { DEFAULT_PARAMS } from './rows';
import { subscribe } from './subscribe';

export type { AccountControlRow, ResourceParams } from './rows';

/**
 * The `resourcemanager` contract (reference §1.2). The framework runs `burnFee` before every user
 * action and skips the action when it logged an error.
 */
export const contract: ContractDefinition = {
  name: 'resourcemanager',
  owner: 'hive-engine',
  tables: [
    { name: 'params' },
    { name: 'accountControls', primaryKey: ['account'] },
    { name: 'moderators', primaryKey: ['account'] },
  ],
  genesis: (api) => {
    api.table('params').insert({ ...DEFAULT_PARAMS });
  },
  actions: { burnFee, subscribe, updateParams, updateAccount, updateModerator },
};
