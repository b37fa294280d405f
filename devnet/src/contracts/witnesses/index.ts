import type { ContractDefinition } from '../../chain/contract-api';
import { GENESIS_PARAMS, WITNESSES_OWNER, WITNESSES_TABLES } from './constants';
import { scheduleWitnesses } from './expire-approvals';
import { register } from './register';
import { witnessesParams } from './rows';
import { updateWitnessesApprovals } from './update-approvals';
import { approve, disapprove } from './votes';

/** Sidechain block producers and the WORKERBEE-weighted votes for them (reference §14). */
export const contract: ContractDefinition = {
  name: 'witnesses',
  owner: WITNESSES_OWNER,
  tables: WITNESSES_TABLES,
  genesis: (api) => {
    witnessesParams(api).insert({ ...GENESIS_PARAMS, lastWitnesses: [] });
  },
  actions: {
    register,
    approve,
    disapprove,
    updateWitnessesApprovals,
    scheduleWitnesses,
  },
  ticks: ['scheduleWitnesses'],
};
