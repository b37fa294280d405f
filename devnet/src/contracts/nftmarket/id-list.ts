import type { ContractApi } from '../../chain/contract-api';
import { isPositiveNumericString } from '../shared/chain-number';
import { MAX_NUM_UNITS_OPERABLE } from './constants';

/** `["1", "22"]`: `invalid id list`, at most 50 ids. */
export function isValidIdList(api: ContractApi, list: unknown): list is string[] {
  return (
    api.assert(Array.isArray(list), 'invalid id list') &&
    api.assert((list as unknown[]).length <= MAX_NUM_UNITS_OPERABLE, `cannot act on more than ${MAX_NUM_UNITS_OPERABLE} IDs at once`) &&
    (list as unknown[]).every((id) => api.assert(isPositiveNumericString(id), 'invalid id list'))
  );
}
