import type { ActionHandler, ContractApi } from '../../chain/contract-api';
import { BigNumber, countDecimals, isPositiveNumericString, type Numeric } from '../shared/chain-number';
import { findBalance, findToken } from '../shared/token-tables';
import { isTransferVerified, transferFromThisContract, transferToThisContract } from '../shared/token-transfers';
import type { TokenRow } from '../tokens/rows';
import { POOLS_ACTIVE_KEY_REQUIRED } from './constants';
import { applyPoolChange } from './pool-stats';
import { pools, readParams, type Pool } from './rows';
import { quoteSwap, TRADE_TYPES, type SwapSide, type TradeType } from './swap-quote';
import { isValidTokenPair, splitTokenPair } from './token-pair';

function side(api: ContractApi, symbol: string, reserve: Numeric): SwapSide {
  return { symbol, token: findToken(api, symbol) as TokenRow, reserve };
}

/** Checks of the optional slippage bounds, in the real contract's order. */
function areSlippageBoundsValid(api: ContractApi, minAmountOut: unknown, maxAmountIn: unknown): boolean {
  return !(minAmountOut && !api.assert(isPositiveNumericString(minAmountOut), 'insufficient minAmountOut'))
    && !(maxAmountIn && !api.assert(isPositiveNumericString(maxAmountIn), 'insufficient maxAmountIn'))
    && api.assert(!(minAmountOut && maxAmountIn), 'specify minAmountOut or maxAmountIn but not both');
}

/**
 * `swapTokens {tokenPair, tokenSymbol, tokenAmount, tradeType, minAmountOut?, maxAmountIn?}`:
 * exactInput pays `tokenAmount` of tokenSymbol; exactOutput receives `tokenAmount` of tokenSymbol.
 */
export const swapTokens: ActionHandler = (api, payload) => {
  const { tokenPair, tokenSymbol, tokenAmount, tradeType, minAmountOut, maxAmountIn, isSignedWithActiveKey } = payload;
  if (!api.assert(isSignedWithActiveKey === true, POOLS_ACTIVE_KEY_REQUIRED)
    || !api.assert(typeof tokenSymbol === 'string', 'invalid token')
    || !api.assert(isPositiveNumericString(tokenAmount), 'insufficient tokenAmount')
    || !api.assert(typeof tradeType === 'string' && TRADE_TYPES.includes(tradeType), 'invalid tradeType')
    || !isValidTokenPair(api, tokenPair)
    || !areSlippageBoundsValid(api, minAmountOut, maxAmountIn)) return;

  const [baseSymbol, quoteSymbol] = splitTokenPair(tokenPair);
  const pool: Pool | null = pools(api).findOne({ tokenPair });
  if (!api.assert(pool !== null, 'no existing pool for tokenPair') || pool === null) return;

  const type = tradeType as TradeType;
  const amount = tokenAmount as string;
  const paysBase = type === 'exactInput' ? tokenSymbol === baseSymbol : tokenSymbol !== baseSymbol;
  const base = side(api, baseSymbol, pool.baseQuantity);
  const quote = side(api, quoteSymbol, pool.quoteQuantity);
  const [input, output] = paysBase ? [base, quote] : [quote, base];
  const { tradeFeeMul } = readParams(api);
  const sender = api.sender ?? 'null';
  const balance = findBalance(api, sender, input.symbol);

  const swap = quoteSwap(api, type, amount, input, output, tradeFeeMul);
  if (swap === null
    || !api.assert(balance !== null && new BigNumber(balance.balance).gte(swap.requiredBalance), 'insufficient input balance')) return;

  const charged = new BigNumber(swap.amountIn).dp(input.token.precision, BigNumber.ROUND_CEIL);
  const paid = new BigNumber(swap.amountOut).dp(output.token.precision, BigNumber.ROUND_DOWN);
  if (!api.assert(charged.gt(0), 'symbolIn precision mismatch')
    || !api.assert(paid.gt(0), 'symbolOut precision mismatch')
    || (minAmountOut && !api.assert(countDecimals(minAmountOut) <= output.token.precision, 'minAmountOut precision mismatch'))
    || (maxAmountIn && !api.assert(countDecimals(maxAmountIn) <= input.token.precision, 'maxAmountIn precision mismatch'))
    || (minAmountOut && !api.assert(paid.gte(minAmountOut as string), 'exceeded max slippage for swap'))
    || (maxAmountIn && !api.assert(charged.lte(maxAmountIn as string), 'exceeded max slippage for swap'))) return;

  const deposit = transferToThisContract(api, sender, input.symbol, charged.toFixed());
  if (!isTransferVerified(deposit, { event: 'transferToContract', from: sender, to: api.contractName, symbol: input.symbol, quantity: charged })) return;
  transferFromThisContract(api, sender, output.symbol, paid.toFixed());

  // reserves move by the user's amount on tokenSymbol's side and by the UNROUNDED computed amount on the other
  const [userChange, computedChange] = type === 'exactInput'
    ? [amount, new BigNumber(swap.amountOut).negated()]
    : [new BigNumber(amount).negated(), swap.amountIn];
  const [baseChange, quoteChange] = tokenSymbol === baseSymbol ? [userChange, computedChange] : [computedChange, userChange];
  applyPoolChange(api, pool, { base: baseChange, quote: quoteChange, isSwap: true });
  api.emit('swapTokens', { symbolIn: input.symbol, symbolOut: output.symbol, fee: swap.fee });
};
