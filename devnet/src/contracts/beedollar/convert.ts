import type { ActionHandler, ContractApi } from '../../chain/contract-api';
import type { Pool } from '../marketpools/rows';
import { countDecimals, isNumericString, toBigNumber } from '../shared/chain-number';
import { ACTIVE_KEY_REQUIRED } from '../shared/constants';
import { typedTable } from '../shared/typed-table';
import { burnUtilityFee, canPayUtilityFee } from '../shared/utility-fee';
import { BEE_POOL, BEE_PRECISION, BEED_SYMBOL, HBD_POOL, MIN_ISSUANCE } from './constants';
import { beedFor, beePriceInUsd, deductFee } from './conversion';
import { readParams } from './rows';

function poolField(api: ContractApi, tokenPair: string, field: 'basePrice' | 'quotePrice'): unknown {
  return typedTable<Pool>(api.table('pools', 'marketpools')).findOne({ tokenPair })?.[field];
}

/**
 * `convert {quantity}` (active key): burns `quantity` BEE and issues BEED for it, less the fee, at
 * the pools' BEE price in USD. Checks in the contract's order; nothing is written before the burn.
 */
export const convert: ActionHandler = (api, payload) => {
  const { quantity, isSignedWithActiveKey } = payload;
  if (!api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) || !api.assert(isNumericString(quantity), 'invalid params')) return;
  const { minConvertibleAmount, feePercentage } = readParams(api);
  if (
    !api.assert(toBigNumber(quantity).gte(minConvertibleAmount), `amount to convert must be >= ${minConvertibleAmount}`) ||
    !api.assert(countDecimals(quantity) <= BEE_PRECISION, 'symbol precision mismatch') ||
    // the contract checks and burns the BEE to convert with the same helpers other contracts use for BEE fees
    !api.assert(canPayUtilityFee(api, quantity), 'not enough balance')
  ) {
    return;
  }
  const { fee, net } = deductFee(quantity, feePercentage);
  const price = beePriceInUsd(poolField(api, BEE_POOL, 'quotePrice'), poolField(api, HBD_POOL, 'basePrice'));
  const beed = beedFor(net, price);
  if (!api.assert(toBigNumber(beed).gte(MIN_ISSUANCE), `resulting token issuance is too small; BEE price is ${price}`)) return;
  if (!burnUtilityFee(api, quantity, isSignedWithActiveKey)) return;
  api.executeSmartContract('tokens', 'issue', { to: api.sender, symbol: BEED_SYMBOL, quantity: beed });
  api.emit('beeConversion', { to: api.sender, fee, bee: net.toFixed(BEE_PRECISION), beed, beePriceInUSD: price });
};
