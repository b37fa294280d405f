import type { ContractApi } from '../../chain/contract-api';
import { isNonNegativeNumericString } from '../shared/chain-number';
import { DEFAULT_BLACKLIST, DEFAULT_FEES, DEFAULT_HE_ACCOUNTS } from './constants';
import type { TokensParams } from './rows';
import { readParams } from './store';
import type { Payload } from './validation';

const FEE_FIELDS = ['tokenCreationFee', 'enableDelegationFee', 'enableStakingFee'] as const;
const LIST_FIELDS = ['blacklist', 'heAccounts'] as const;

/** Genesis: the params row with the reference's default fees and lists. */
export function writeDefaultParams(api: ContractApi): void {
  const params: TokensParams = { ...DEFAULT_FEES, blacklist: DEFAULT_BLACKLIST, heAccounts: DEFAULT_HE_ACCOUNTS };
  api.table('params').insert(params);
}

/** `updateParams` (owner only, silent otherwise): each valid field present replaces the current one. */
export function updateParams(api: ContractApi, payload: Payload): void {
  if (api.sender !== api.owner) return;
  const params = readParams(api);
  for (const field of FEE_FIELDS) {
    const value = payload[field];
    if (isNonNegativeNumericString(value)) params[field] = value;
  }
  for (const field of LIST_FIELDS) {
    const value = payload[field];
    if (typeof value === 'object' && value !== null) params[field] = value as Record<string, unknown>;
  }
  api.table('params').update(params);
}
