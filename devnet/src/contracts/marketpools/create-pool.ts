import type { ActionHandler, ContractApi } from '../../chain/contract-api';
import { findToken } from '../shared/token-tables';
import { burnUtilityFee } from '../shared/utility-fee';
import type { TokenRow } from '../tokens/rows';
import { POOLS_ACTIVE_KEY_REQUIRED } from './constants';
import { canPayFee } from './fee-check';
import { newPoolRow, pools, readParams } from './rows';
import { isValidTokenPair, splitTokenPair } from './token-pair';

/** Only one pool per unordered pair: `A:B` and `B:A` cannot coexist. */
function isPairFree(api: ContractApi, tokenPair: string): boolean {
  const [baseSymbol, quoteSymbol] = splitTokenPair(tokenPair);
  const table = pools(api);
  const taken = table.findOne({ tokenPair }) !== null || table.findOne({ tokenPair: `${quoteSymbol}:${baseSymbol}` }) !== null;
  return api.assert(!taken, 'a pool already exists for this tokenPair');
}

/** `createPool {tokenPair}`: inserts an empty pool (NUMBER 0 fields) and burns `poolCreationFee` BEE. */
export const createPool: ActionHandler = (api, payload) => {
  const { tokenPair, isSignedWithActiveKey } = payload;
  const { poolCreationFee } = readParams(api);

  if (!api.assert(canPayFee(api, poolCreationFee), 'you must have enough tokens to cover the creation fee')
    || !isValidTokenPair(api, tokenPair)
    || !isPairFree(api, tokenPair)
    || !api.assert(isSignedWithActiveKey === true, POOLS_ACTIVE_KEY_REQUIRED)) return;

  const [baseSymbol, quoteSymbol] = splitTokenPair(tokenPair);
  const baseToken = findToken(api, baseSymbol) as TokenRow;
  const quoteToken = findToken(api, quoteSymbol) as TokenRow;
  pools(api).insert(
    newPoolRow(tokenPair, Math.max(baseToken.precision, quoteToken.precision), api.sender ?? 'null'),
  );

  // the real contract does not check that the fee was burned
  if (api.sender !== api.owner) burnUtilityFee(api, poolCreationFee, isSignedWithActiveKey);
  api.emit('createPool', { tokenPair });
};
