import { BigNumber, type Numeric } from '../shared/chain-number';

/** Constant-product AMM formulas of the real contract (20-decimal divisions, HALF_UP). */

/** What `amount` of one side is worth in the other at the pool ratio (used to add liquidity). */
export function poolQuote(amount: Numeric, reserveIn: Numeric, reserveOut: Numeric): BigNumber {
  return new BigNumber(amount).times(reserveOut).dividedBy(reserveIn);
}

/** Output of an exact input: (in·f·Rout) / (Rin + in·f). */
export function outputForInput(amountIn: Numeric, reserveIn: Numeric, reserveOut: Numeric, feeMul: Numeric): BigNumber {
  const inWithFee = new BigNumber(amountIn).times(feeMul);
  return inWithFee.times(reserveOut).dividedBy(new BigNumber(reserveIn).plus(inWithFee));
}

/** Input needed for an exact output: (Rin·out) / ((Rout − out)·f). */
export function inputForOutput(amountOut: Numeric, reserveIn: Numeric, reserveOut: Numeric, feeMul: Numeric): BigNumber {
  const numerator = new BigNumber(reserveIn).times(amountOut);
  return numerator.dividedBy(new BigNumber(reserveOut).minus(amountOut).times(feeMul));
}

/** The informational fee of a swap: amount / f − amount, HALF_UP to the token's precision. */
export function swapFee(amount: Numeric, feeMul: Numeric, precision: number): string {
  return new BigNumber(amount).dividedBy(feeMul).minus(amount).toFixed(precision, BigNumber.ROUND_HALF_UP);
}
