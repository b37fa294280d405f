import type { ActionHandler } from '../../../chain/contract-api';
import { toBigNumber } from '../../shared/chain-number';
import { ALLOWED_FROM_TYPES } from '../constants';
import { paramsTable, readParams, type NftAirdropParams } from '../rows';

const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

type CountParam = 'maxTransactionsPerAirdrop' | 'maxTransactionsPerBlock' | 'maxAirdropsPerBlock' | 'processingBatchSize';

/**
 * `updateParams` (owner only): each field given is checked on its own (`invalid <field>`); the
 * valid ones are saved even when another is refused. Event `paramsUpdated` with every param.
 */
export const updateParams: ActionHandler = (api, payload) => {
  if (!api.assert(api.sender === api.owner, 'not authorized')) return;
  const params = readParams(api);
  const { feePerTransaction, maxTransactionsPerAccount, enabledFromTypes } = payload;
  const setCount = (field: CountParam) => {
    const value = payload[field];
    if (value !== undefined && api.assert(isPositiveInteger(value), `invalid ${field}`)) params[field] = value;
  };
  if (feePerTransaction !== undefined) {
    const isFee = typeof feePerTransaction === 'string' && !toBigNumber(feePerTransaction).isNaN() && toBigNumber(feePerTransaction).gte(0);
    if (api.assert(isFee, 'invalid feePerTransaction')) params.feePerTransaction = feePerTransaction;
  }
  setCount('maxTransactionsPerAirdrop');
  if (maxTransactionsPerAccount !== undefined) {
    const isCount = isPositiveInteger(maxTransactionsPerAccount) && maxTransactionsPerAccount <= params.maxTransactionsPerAirdrop;
    if (api.assert(isCount, 'invalid maxTransactionsPerAccount')) params.maxTransactionsPerAccount = maxTransactionsPerAccount;
  }
  setCount('maxTransactionsPerBlock');
  setCount('maxAirdropsPerBlock');
  setCount('processingBatchSize');
  if (enabledFromTypes !== undefined) {
    const isTypes = Array.isArray(enabledFromTypes) && enabledFromTypes.length > 0 && enabledFromTypes.every((type) => ALLOWED_FROM_TYPES.includes(type));
    if (api.assert(isTypes, 'invalid enabledFromTypes')) params.enabledFromTypes = [...new Set(enabledFromTypes as NftAirdropParams['enabledFromTypes'])];
  }
  paramsTable(api).update(params);
  const { _id, ...emitted } = params;
  api.emit('paramsUpdated', emitted);
};
