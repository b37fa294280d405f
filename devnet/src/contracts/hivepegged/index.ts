import type { ContractDefinition } from '../../chain/contract-api';
import { buy } from './buy';
import { withdraw } from './withdraw';
import { removeWithdrawal } from './withdrawals';

export type { WithdrawalRow } from './withdrawals';

/** The `hivepegged` contract (reference §8): HIVE ⇄ SWAP.HIVE through the `honey-swap` peg account. */
export const contract: ContractDefinition = {
  name: 'hivepegged',
  owner: 'honey-swap',
  tables: [{ name: 'withdrawals' }],
  actions: { buy, withdraw, removeWithdrawal },
};
