import BigNumber from 'bignumber.js';
import type { ContractAction } from '@tdx/contracts';
import { hopReserves, type Hop } from './route';

export type TradeType = 'exactInput' | 'exactOutput';

/** One hop's figures, as the contract will compute them on the pool rows the quote read. */
export interface HopQuote {
  hop: Hop;
  /** Paid into the pool (rounded up to the input token's precision, as the contract charges). */
  amountIn: BigNumber;
  /** Paid out of the pool (rounded down to the output token's precision). */
  amountOut: BigNumber;
  /** The liquidity providers' share of the input, in the input token. */
  fee: BigNumber;
  /** How far the pool's price moves against the swap, in percent (the fee aside). */
  priceImpact: BigNumber;
}

export interface SwapQuote {
  tradeType: TradeType;
  from: string;
  to: string;
  /** What the user pays (exact, or expected for an exact output). */
  amountIn: BigNumber;
  /** What the user receives (exact, or expected for an exact input). */
  amountOut: BigNumber;
  /** Minimum received (exact input) or maximum sold (exact output) at the chosen slippage. */
  limit: BigNumber;
  hops: HopQuote[];
  priceImpact: BigNumber;
  /** Of a routed swap: up to this much of the route token may stay in the wallet (the bounds' margin). */
  leftover?: { symbol: string; amount: BigNumber };
  /** The `marketpools.swapTokens` actions, one per hop, each with its own bound. */
  actions: ContractAction[];
}

export type QuoteResult = { kind: 'quote'; quote: SwapQuote } | { kind: 'insufficient-liquidity' } | { kind: 'too-small' };

export interface QuoteRequest {
  hops: Hop[];
  tradeType: TradeType;
  /** The exact side's amount: paid for an exact input, received for an exact output. */
  amount: BigNumber;
  /** Accepted slippage, in percent. */
  slippage: BigNumber;
  /** `marketpools.params.tradeFeeMul`. */
  feeMul: BigNumber;
  precisionOf: (symbol: string) => number;
}

class QuoteFailure extends Error {
  constructor(readonly kind: 'insufficient-liquidity' | 'too-small') {
    super(kind);
  }
}

function hopAfterInput(hop: Hop, amountIn: BigNumber, feeMul: BigNumber, precisionOf: QuoteRequest['precisionOf']): HopQuote {
  const { reserveIn, reserveOut } = hopReserves(hop);
  const inWithFee = amountIn.times(feeMul);
  const rawOut = inWithFee.times(reserveOut).div(reserveIn.plus(inWithFee));
  if (rawOut.gte(reserveOut)) throw new QuoteFailure('insufficient-liquidity');
  const amountOut = rawOut.decimalPlaces(precisionOf(hop.tokenOut), BigNumber.ROUND_DOWN);
  if (amountOut.lte(0)) throw new QuoteFailure('too-small');
  return { hop, amountIn, amountOut, fee: feeOf(amountIn, feeMul, precisionOf(hop.tokenIn)), priceImpact: rawOut.div(reserveOut).times(100) };
}

function hopForOutput(hop: Hop, amountOut: BigNumber, feeMul: BigNumber, precisionOf: QuoteRequest['precisionOf']): HopQuote {
  const { reserveIn, reserveOut } = hopReserves(hop);
  if (amountOut.gte(reserveOut)) throw new QuoteFailure('insufficient-liquidity');
  const rawIn = reserveIn.times(amountOut).div(reserveOut.minus(amountOut).times(feeMul));
  const amountIn = rawIn.decimalPlaces(precisionOf(hop.tokenIn), BigNumber.ROUND_CEIL);
  return { hop, amountIn, amountOut, fee: feeOf(amountIn, feeMul, precisionOf(hop.tokenIn)), priceImpact: amountOut.div(reserveOut).times(100) };
}

function feeOf(amountIn: BigNumber, feeMul: BigNumber, precision: number): BigNumber {
  return amountIn.times(new BigNumber(1).minus(feeMul)).decimalPlaces(precision, BigNumber.ROUND_HALF_UP);
}

const lessSlippage = (amount: BigNumber, slippage: BigNumber, precision: number) =>
  amount.times(new BigNumber(100).minus(slippage)).div(100).decimalPlaces(precision, BigNumber.ROUND_DOWN);
const plusSlippage = (amount: BigNumber, slippage: BigNumber, precision: number) =>
  amount.times(new BigNumber(100).plus(slippage)).div(100).decimalPlaces(precision, BigNumber.ROUND_UP);

function swapAction(hop: Hop, tokenSymbol: string, tokenAmount: BigNumber, tradeType: TradeType, bound: BigNumber, precisionOf: QuoteRequest['precisionOf']): ContractAction {
  const boundSymbol = tradeType === 'exactInput' ? hop.tokenOut : hop.tokenIn;
  return {
    contractName: 'marketpools',
    contractAction: 'swapTokens',
    contractPayload: {
      tokenPair: hop.pool.tokenPair,
      tokenSymbol,
      tokenAmount: tokenAmount.toFixed(precisionOf(tokenSymbol)),
      tradeType,
      [tradeType === 'exactInput' ? 'minAmountOut' : 'maxAmountIn']: bound.toFixed(precisionOf(boundSymbol)),
    },
  };
}

/** The combined move of the price over one or two hops. */
function combinedImpact(hops: HopQuote[]): BigNumber {
  const kept = hops.reduce((product, hop) => product.times(new BigNumber(100).minus(hop.priceImpact).div(100)), new BigNumber(1));
  return new BigNumber(1).minus(kept).times(100);
}

/**
 * Exact input through one hop, or two: the first hop's minimum is what the second one spends, so
 * the second can always be paid; the rest of the first hop's output stays in the wallet.
 */
function quoteExactInput({ hops, amount, slippage, feeMul, precisionOf }: QuoteRequest): SwapQuote {
  const [first, second] = hops;
  const firstQuote = hopAfterInput(first, amount, feeMul, precisionOf);
  const firstLimit = lessSlippage(firstQuote.amountOut, slippage, precisionOf(first.tokenOut));
  if (!second) {
    return {
      tradeType: 'exactInput', from: first.tokenIn, to: first.tokenOut, amountIn: amount, amountOut: firstQuote.amountOut, limit: firstLimit,
      hops: [firstQuote], priceImpact: firstQuote.priceImpact,
      actions: [swapAction(first, first.tokenIn, amount, 'exactInput', firstLimit, precisionOf)],
    };
  }
  if (firstLimit.lte(0)) throw new QuoteFailure('too-small');
  const secondQuote = hopAfterInput(second, firstLimit, feeMul, precisionOf);
  const limit = lessSlippage(secondQuote.amountOut, slippage, precisionOf(second.tokenOut));
  const quotes = [firstQuote, secondQuote];
  return {
    tradeType: 'exactInput', from: first.tokenIn, to: second.tokenOut, amountIn: amount, amountOut: secondQuote.amountOut, limit,
    hops: quotes, priceImpact: combinedImpact(quotes),
    leftover: { symbol: first.tokenOut, amount: firstQuote.amountOut.minus(firstLimit) },
    actions: [
      swapAction(first, first.tokenIn, amount, 'exactInput', firstLimit, precisionOf),
      swapAction(second, second.tokenIn, firstLimit, 'exactInput', limit, precisionOf),
    ],
  };
}

/**
 * Exact output through one hop, or two: the first hop buys the most the second may spend, so the
 * second can always be paid; what it does not spend stays in the wallet.
 */
function quoteExactOutput({ hops, amount, slippage, feeMul, precisionOf }: QuoteRequest): SwapQuote {
  const last = hops[hops.length - 1];
  const lastQuote = hopForOutput(last, amount, feeMul, precisionOf);
  const lastLimit = plusSlippage(lastQuote.amountIn, slippage, precisionOf(last.tokenIn));
  if (hops.length === 1) {
    return {
      tradeType: 'exactOutput', from: last.tokenIn, to: last.tokenOut, amountIn: lastQuote.amountIn, amountOut: amount, limit: lastLimit,
      hops: [lastQuote], priceImpact: lastQuote.priceImpact,
      actions: [swapAction(last, last.tokenOut, amount, 'exactOutput', lastLimit, precisionOf)],
    };
  }
  const first = hops[0];
  const firstQuote = hopForOutput(first, lastLimit, feeMul, precisionOf);
  const limit = plusSlippage(firstQuote.amountIn, slippage, precisionOf(first.tokenIn));
  const quotes = [firstQuote, lastQuote];
  return {
    tradeType: 'exactOutput', from: first.tokenIn, to: last.tokenOut, amountIn: firstQuote.amountIn, amountOut: amount, limit,
    hops: quotes, priceImpact: combinedImpact(quotes),
    leftover: { symbol: first.tokenOut, amount: lastLimit.minus(lastQuote.amountIn) },
    actions: [
      swapAction(first, first.tokenOut, lastLimit, 'exactOutput', limit, precisionOf),
      swapAction(last, last.tokenOut, amount, 'exactOutput', lastLimit, precisionOf),
    ],
  };
}

/** The quote of a swap on the pool rows of its route, with the contract's formula, fee and roundings. */
export function quoteSwap(request: QuoteRequest): QuoteResult {
  try {
    const quote = request.tradeType === 'exactInput' ? quoteExactInput(request) : quoteExactOutput(request);
    return { kind: 'quote', quote };
  } catch (error) {
    if (error instanceof QuoteFailure) return { kind: error.kind };
    throw error;
  }
}
