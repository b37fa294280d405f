import type { ContractDefinition } from '../../chain/contract-api';
import { UTILITY_TOKEN_SYMBOL } from '../shared/constants';
import { addProperty } from './actions/add-property';
import {
  addAuthorizedIssuingAccounts,
  addAuthorizedIssuingContracts,
  removeAuthorizedIssuingAccounts,
  removeAuthorizedIssuingContracts,
} from './actions/authorized-issuers';
import { burn } from './actions/burn';
import { create } from './actions/create';
import { delegate } from './actions/delegate';
import { enableDelegation } from './actions/enable-delegation';
import { issue } from './actions/issue';
import { issueMultiple } from './actions/issue-multiple';
import { setPropertyPermissions } from './actions/property-permissions';
import { setGroupBy } from './actions/set-group-by';
import { setProperties } from './actions/set-properties';
import { transfer } from './actions/transfer';
import { transferOwnership } from './actions/transfer-ownership';
import { checkPendingUndelegations, undelegate } from './actions/undelegate';
import { updateMetadata, updateName, updateOrgName, updateProductName, updateUrl } from './actions/update-info';
import { updateParams } from './actions/update-params';
import { updatePropertyDefinition } from './actions/update-property-definition';
import { NFT_CONTRACT } from './constants';
import type { NftParams } from './types';

export const DEFAULT_NFT_PARAMS: NftParams = {
  nftCreationFee: '100',
  nftIssuanceFee: { [UTILITY_TOKEN_SYMBOL]: '0.001', PAL: '0.001' },
  dataPropertyCreationFee: '100',
  enableDelegationFee: '1000',
};

/** The `nft` contract (reference §6). Per-symbol `<SYMBOL>instances` tables are made by `create`. */
export const contract: ContractDefinition = {
  name: NFT_CONTRACT,
  owner: 'hive-engine',
  tables: [
    { name: 'nfts', indexes: ['symbol'] },
    { name: 'params' },
    { name: 'pendingUndelegations', indexes: ['symbol', 'completeTimestamp'] },
  ],
  genesis: (api) => {
    api.table('params').insert({ ...DEFAULT_NFT_PARAMS, nftIssuanceFee: { ...DEFAULT_NFT_PARAMS.nftIssuanceFee } });
  },
  actions: {
    updateParams,
    create,
    issue,
    issueMultiple,
    transfer,
    burn,
    delegate,
    undelegate,
    checkPendingUndelegations,
    enableDelegation,
    addProperty,
    setPropertyPermissions,
    updatePropertyDefinition,
    setGroupBy,
    setProperties,
    updateUrl,
    updateMetadata,
    updateName,
    updateOrgName,
    updateProductName,
    addAuthorizedIssuingAccounts,
    addAuthorizedIssuingContracts,
    removeAuthorizedIssuingAccounts,
    removeAuthorizedIssuingContracts,
    transferOwnership,
  },
  ticks: ['checkPendingUndelegations'],
};
