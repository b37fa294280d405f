import type { ContractApi } from '../../chain/contract-api';

/** The node's own account: virtual transactions (ticks) run as sender `null`. */
export function isSystemSender(api: ContractApi): boolean {
  return api.sender === null || api.sender === 'null';
}

/** The length-only account check many actions use instead of the full Hive rules. */
export function isValidAccountLength(account: string): boolean {
  return account.length >= 3 && account.length <= 16;
}

/** Contract names as recipients (`transferToContract`, `toType: "contract"`): 3–50 chars. */
export function isValidContractName(contract: string): boolean {
  return contract.length >= 3 && contract.length <= 50;
}
