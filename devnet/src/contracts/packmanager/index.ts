import type { ContractDefinition } from '../../chain/contract-api';
import { addType } from './actions/add-type';
import { createNft } from './actions/create-nft';
import { deleteType } from './actions/delete-type';
import { deposit } from './actions/deposit';
import { open } from './actions/open';
import { registerPack } from './actions/register-pack';
import { setTraitName } from './actions/set-trait-name';
import { updateEdition } from './actions/update-edition';
import { updatePack } from './actions/update-pack';
import { updateParams } from './actions/update-params';
import { updateType } from './actions/update-type';
import { GENESIS_PARAMS, PACKMANAGER_CONTRACT, PACKMANAGER_TABLES } from './constants';

/** Booster packs: pack tokens opened into random instances of a managed NFT (reference §11). */
export const contract: ContractDefinition = {
  name: PACKMANAGER_CONTRACT,
  owner: 'hive-engine',
  tables: PACKMANAGER_TABLES,
  genesis: (api) => {
    api.table('params').insert({ ...GENESIS_PARAMS });
  },
  actions: {
    updateParams,
    createNft,
    registerPack,
    updatePack,
    updateEdition,
    addType,
    updateType,
    deleteType,
    setTraitName,
    deposit,
    open,
  },
};
