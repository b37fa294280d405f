import type { ActionHandler } from '../../chain/contract-api';
import { BigNumber, countDecimals, isPositiveNumericString, toBigNumber } from '../shared/chain-number';
import { findToken } from '../shared/token-tables';
import { hasErrors, transferFromThisContract } from '../shared/token-transfers';
import type { TokenRow } from '../tokens/rows';
import { POOLS_ACTIVE_KEY_REQUIRED } from './constants';
import { applyPoolChange } from './pool-stats';
import { liquidityPositions, pools } from './rows';
import { storedDecimal } from './stored-decimal';
import { isValidTokenPair, splitTokenPair } from './token-pair';

const isValidPercent = (value: unknown): boolean => isPositiveNumericString(value)
  && toBigNumber(value).lte(100) && countDecimals(value) <= 3;

/** `removeLiquidity {tokenPair, sharesOut}`: withdraws `sharesOut` PERCENT of the sender's position. */
export const removeLiquidity: ActionHandler = (api, payload) => {
  const { tokenPair, sharesOut, isSignedWithActiveKey } = payload;
  if (!api.assert(isSignedWithActiveKey === true, POOLS_ACTIVE_KEY_REQUIRED)
    || !api.assert(isValidPercent(sharesOut), 'invalid sharesOut, must be > 0 <= 100')
    || !isValidTokenPair(api, tokenPair)) return;

  const [baseSymbol, quoteSymbol] = splitTokenPair(tokenPair);
  const baseToken = findToken(api, baseSymbol) as TokenRow;
  const quoteToken = findToken(api, quoteSymbol) as TokenRow;
  const pool = pools(api).findOne({ tokenPair });
  if (!api.assert(pool !== null, 'no existing pool for tokenPair') || pool === null) return;
  const account = api.sender ?? 'null';
  const positions = liquidityPositions(api);
  const position = positions.findOne({ account, tokenPair });
  if (!api.assert(position !== null, 'no existing liquidity position') || position === null) return;

  const sharesDelta = new BigNumber(position.shares).times(sharesOut as string).dividedBy(100);
  const outOf = (reserve: string | number, precision: number) => sharesDelta.times(reserve).dividedBy(pool.totalShares)
    .toFixed(precision, BigNumber.ROUND_DOWN);
  const baseOut = outOf(pool.baseQuantity, baseToken.precision);
  const quoteOut = outOf(pool.quoteQuantity, quoteToken.precision);
  if (!api.assert(new BigNumber(baseOut).gt(0) && new BigNumber(quoteOut).gt(0)
    && new BigNumber(pool.baseQuantity).gte(baseOut) && new BigNumber(pool.quoteQuantity).gte(quoteOut), 'insufficient liquidity')) return;

  const sharesLeft = new BigNumber(position.shares).minus(sharesDelta);
  if (sharesLeft.eq(0)) positions.remove(position);
  else positions.update({ ...position, shares: storedDecimal(sharesLeft) });

  const baseWithdrawal = transferFromThisContract(api, account, baseSymbol, baseOut);
  const quoteWithdrawal = transferFromThisContract(api, account, quoteSymbol, quoteOut);
  if (!api.assert(!hasErrors(baseWithdrawal) && !hasErrors(quoteWithdrawal), 'withdrawal transfer errors')) return;
  applyPoolChange(api, pool, {
    base: new BigNumber(baseOut).negated(),
    quote: new BigNumber(quoteOut).negated(),
    shares: sharesDelta.negated(),
    isSwap: false,
  });
  api.emit('removeLiquidity', { baseSymbol, quoteSymbol });
};
