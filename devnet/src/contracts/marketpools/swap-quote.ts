import type { ContractApi } from '../../chain/contract-api';
import { BigNumber, countDecimals, type Numeric } from '../shared/chain-number';
import type { TokenRow } from '../tokens/rows';
import { inputForOutput, outputForInput, swapFee } from './amm-math';

export type TradeType = 'exactInput' | 'exactOutput';
export const TRADE_TYPES: readonly string[] = ['exactInput', 'exactOutput'];

export interface SwapSide {
  symbol: string;
  token: TokenRow;
  /** The pool reserve of this token (a stored string, or the NUMBER 0 of an empty pool). */
  reserve: Numeric;
}

export interface SwapQuote {
  /** Unrounded amounts; only the computed one has more decimals than its token. */
  amountIn: Numeric;
  amountOut: Numeric;
  /** The least input balance the swap requires. */
  requiredBalance: Numeric;
  fee: { symbol: string; amount: string };
}

/** Logs the real contract's math / precision errors in its order; null when the swap must stop. */
export function quoteSwap(api: ContractApi, tradeType: TradeType, tokenAmount: string, input: SwapSide, output: SwapSide, feeMul: string): SwapQuote | null {
  const reservesFilled = new BigNumber(input.reserve).gt(0) && new BigNumber(output.reserve).gt(0);
  if (tradeType === 'exactInput') {
    if (!api.assert(new BigNumber(tokenAmount).gt(0), 'insufficient output amount')
      || !api.assert(reservesFilled, 'insufficient liquidity')) return null;
    const amountOut = outputForInput(tokenAmount, input.reserve, output.reserve, feeMul);
    if (!api.assert(amountOut.lt(output.reserve), 'insufficient liquidity')
      || !api.assert(countDecimals(tokenAmount) <= input.token.precision, 'symbolIn precision mismatch')) return null;
    return {
      amountIn: tokenAmount,
      amountOut,
      requiredBalance: tokenAmount,
      fee: { symbol: output.symbol, amount: swapFee(amountOut, feeMul, output.token.precision) },
    };
  }
  if (!api.assert(new BigNumber(tokenAmount).gt(0), 'insufficient output amount')
    || !api.assert(reservesFilled && new BigNumber(tokenAmount).lt(output.reserve), 'insufficient liquidity')) return null;
  const amountIn = inputForOutput(tokenAmount, input.reserve, output.reserve, feeMul);
  if (!api.assert(countDecimals(tokenAmount) <= output.token.precision, 'symbolOut precision mismatch')) return null;
  return {
    amountIn,
    amountOut: tokenAmount,
    requiredBalance: amountIn.toFixed(input.token.precision, BigNumber.ROUND_HALF_UP),
    fee: { symbol: input.symbol, amount: swapFee(amountIn, feeMul, input.token.precision) },
  };
}
