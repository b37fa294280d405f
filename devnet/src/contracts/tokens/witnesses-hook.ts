import type { ContractApi } from '../../chain/contract-api';

const GOVERNANCE_TOKEN_SYMBOL = 'WORKERBEE';

/**
 * The chain's tokens contract has `witnesses` re-weigh an account's approvals whenever its
 * WORKERBEE stake or delegations in change. Chains without the witnesses contract (unit tests of
 * other contracts) skip the call, which would otherwise log `contract doesn't exist`.
 */
export function updateWitnessApprovals(api: ContractApi, symbol: string, ...accounts: string[]): void {
  if (symbol !== GOVERNANCE_TOKEN_SYMBOL || !api.tableExists('accounts', 'witnesses')) return;
  for (const account of accounts) api.executeSmartContract('witnesses', 'updateWitnessesApprovals', { account });
}
