import type { ActionHandler, ContractApi } from '../../chain/contract-api';
import { BigNumber, countDecimals, isPositiveNumericString, toBigNumber, type Numeric } from '../shared/chain-number';
import { findBalance, findToken } from '../shared/token-tables';
import { hasErrors, transferToThisContract } from '../shared/token-transfers';
import type { TokenRow } from '../tokens/rows';
import { poolQuote } from './amm-math';
import { POOLS_ACTIVE_KEY_REQUIRED } from './constants';
import { addShares } from './liquidity-position';
import { isNearOrderBookPrice } from './oracle';
import { applyPoolChange } from './pool-stats';
import { pools, type Pool } from './rows';
import { isValidTokenPair, splitTokenPair } from './token-pair';

const DEFAULT_LIMIT = new BigNumber('0.01');

/** maxPriceImpact: a percent > 0 with ≤ 3 decimals; null (after logging) when invalid. */
function priceImpactLimit(api: ContractApi, maxPriceImpact: unknown): BigNumber | null {
  if (!maxPriceImpact) return DEFAULT_LIMIT;
  const valid = isPositiveNumericString(maxPriceImpact) && countDecimals(maxPriceImpact) <= 3;
  if (!api.assert(valid, 'maxPriceImpact must be greater than 0')) return null;
  return new BigNumber(maxPriceImpact as string).dividedBy(100);
}

/** maxDeviation: an integer percent ≥ 0 ("0" disables the oracle check); null (after logging) when invalid. */
function deviationLimit(api: ContractApi, maxDeviation: unknown): BigNumber | null {
  if (!maxDeviation) return DEFAULT_LIMIT;
  const valid = typeof maxDeviation === 'string' && toBigNumber(maxDeviation).isInteger() && toBigNumber(maxDeviation).gte(0);
  if (!api.assert(valid, 'maxDeviation must be an integer greater than or equal to 0')) return null;
  return new BigNumber(maxDeviation as string).dividedBy(100);
}

/**
 * The amounts actually deposited into a non-empty pool: the offered base with the quote at the pool
 * ratio, or else the offered quote with the base at the pool ratio. null (after logging) when the
 * ratio moves an amount by more than the allowed price impact.
 */
function amountsAtPoolRatio(api: ContractApi, pool: Pool, offered: [string, string], tokens: [TokenRow, TokenRow], impact: BigNumber): [string, string] | null {
  const [baseQuantity, quoteQuantity] = offered;
  const keep = new BigNumber(1).minus(impact);
  const quoteOptimal = poolQuote(baseQuantity, pool.baseQuantity, pool.quoteQuantity).toFixed(tokens[1].precision, BigNumber.ROUND_HALF_UP);
  if (new BigNumber(quoteOptimal).lte(quoteQuantity)) {
    if (!api.assert(new BigNumber(quoteOptimal).gte(new BigNumber(quoteQuantity).times(keep)), 'exceeded max price impact for adding liquidity')) return null;
    return [baseQuantity, quoteOptimal];
  }
  const baseOptimal = poolQuote(quoteQuantity, pool.quoteQuantity, pool.baseQuantity).toFixed(tokens[0].precision, BigNumber.ROUND_HALF_UP);
  if (new BigNumber(baseOptimal).lte(baseQuantity)) {
    if (!api.assert(new BigNumber(baseOptimal).gte(new BigNumber(baseQuantity).times(keep)), 'exceeded max price impact for adding liquidity')) return null;
    return [baseOptimal, quoteQuantity];
  }
  // the real contract then reads amountAdjusted[0] of undefined; the node reports the exception
  throw new TypeError("Cannot read properties of undefined (reading '0')");
}

function hasBalance(api: ContractApi, symbol: string, amount: Numeric): boolean {
  const balance = findBalance(api, api.sender, symbol);
  return balance !== null && new BigNumber(balance.balance).gte(amount);
}

function sharesFor(pool: Pool, [base, quote]: [string, string]): BigNumber {
  if (new BigNumber(pool.totalShares).eq(0)) return new BigNumber(base).times(quote).sqrt();
  return BigNumber.min(
    new BigNumber(base).times(pool.totalShares).dividedBy(pool.baseQuantity),
    new BigNumber(quote).times(pool.totalShares).dividedBy(pool.quoteQuantity),
  );
}

/** `addLiquidity {tokenPair, baseQuantity, quoteQuantity, maxPriceImpact?, maxDeviation?}` (reference §5.3). */
export const addLiquidity: ActionHandler = (api, payload) => {
  const { tokenPair, baseQuantity, quoteQuantity, isSignedWithActiveKey } = payload;
  if (!api.assert(isSignedWithActiveKey === true, POOLS_ACTIVE_KEY_REQUIRED)
    || !api.assert(isPositiveNumericString(baseQuantity), 'invalid baseQuantity')
    || !api.assert(isPositiveNumericString(quoteQuantity), 'invalid quoteQuantity')
    || !isValidTokenPair(api, tokenPair)) return;
  const impact = priceImpactLimit(api, payload.maxPriceImpact);
  if (impact === null) return;
  const deviation = deviationLimit(api, payload.maxDeviation);
  if (deviation === null) return;

  const [baseSymbol, quoteSymbol] = splitTokenPair(tokenPair);
  const tokens: [TokenRow, TokenRow] = [findToken(api, baseSymbol) as TokenRow, findToken(api, quoteSymbol) as TokenRow];
  const offered: [string, string] = [baseQuantity as string, quoteQuantity as string];
  if (!api.assert(countDecimals(offered[0]) <= tokens[0].precision, 'baseQuantity precision mismatch')
    || !api.assert(countDecimals(offered[1]) <= tokens[1].precision, 'quoteQuantity precision mismatch')) return;

  const pool = pools(api).findOne({ tokenPair });
  if (!api.assert(pool !== null, 'no existing pool for tokenPair') || pool === null) return;
  const isEmpty = new BigNumber(pool.baseQuantity).eq(0) && new BigNumber(pool.quoteQuantity).eq(0);
  if (isEmpty && deviation.gt(0)
    && !isNearOrderBookPrice(api, tokenPair, new BigNumber(offered[1]).dividedBy(offered[0]), deviation)) return;

  const hasReserves = new BigNumber(pool.baseQuantity).gt(0) && new BigNumber(pool.quoteQuantity).gt(0);
  const amounts = hasReserves ? amountsAtPoolRatio(api, pool, offered, tokens, impact) : offered;
  if (amounts === null
    || !api.assert(hasBalance(api, baseSymbol, amounts[0]) && hasBalance(api, quoteSymbol, amounts[1]), 'insufficient token balance')) return;

  const newShares = sharesFor(pool, amounts);
  if (!api.assert(newShares.gt(0), 'insufficient liquidity created')) return;
  addShares(api, tokenPair, newShares);

  const sender = api.sender ?? 'null';
  const baseDeposit = transferToThisContract(api, sender, baseSymbol, amounts[0]);
  const quoteDeposit = transferToThisContract(api, sender, quoteSymbol, amounts[1]);
  if (!api.assert(!hasErrors(baseDeposit) && !hasErrors(quoteDeposit), 'deposit transfer errors')) return;
  applyPoolChange(api, pool, { base: amounts[0], quote: amounts[1], shares: newShares, isSwap: false });
  api.emit('addLiquidity', { baseSymbol, quoteSymbol });
};
