import BigNumber from 'bignumber.js';
import { FEE_PRECISION, FEE_SYMBOL } from '@tdx/controls';
import type { CsvRow } from '@tdx/controls';
import { formatTokenAmount } from '@tdx/ui/extra';

/** The contract's refusals the form can tell before sending, in words next to the list. */

export interface AirdropLimits {
  feePerTransaction: string;
  maxTransactionsPerAccount: number;
}

/** The BEE burned for `nfts` NFTs, at BEE's precision. */
export const airdropFee = (nfts: number | string, feePerTransaction: string): string =>
  new BigNumber(feePerTransaction).times(nfts).toFixed(FEE_PRECISION);

/** Each line asking more NFTs for one account than one airdrop may give it. */
export function perAccountProblems(rows: readonly CsvRow[], { maxTransactionsPerAccount }: AirdropLimits): string[] {
  return rows
    .filter((row) => new BigNumber(row.quantity).gt(maxTransactionsPerAccount))
    .map((row) => `Line ${row.line}: at most ${maxTransactionsPerAccount} NFTs per account in one airdrop`);
}

/** The list asks for more instances than the user may send. */
export function shortageProblem(total: string, sendable: number, symbol: string): string | null {
  return new BigNumber(total).gt(sendable) ? `Not enough ${symbol} instances: the list asks for ${total}, you can send ${sendable}` : null;
}

/** The fee exceeds the user's liquid BEE. */
export function feeProblem(fee: string, beeBalance: string): string | null {
  return new BigNumber(fee).gt(beeBalance)
    ? `The fee is ${formatTokenAmount(fee, FEE_PRECISION)} ${FEE_SYMBOL}; you have ${formatTokenAmount(beeBalance, FEE_PRECISION)} ${FEE_SYMBOL}`
    : null;
}
