import type { ContractApi } from '../../chain/contract-api';
import { canPayUtilityFee } from '../shared/utility-fee';

/** The sender can pay `fee` BEE; the contract's owner pays no marketpools fees. */
export function canPayFee(api: ContractApi, fee: string): boolean {
  return api.sender === api.owner || canPayUtilityFee(api, fee);
}
