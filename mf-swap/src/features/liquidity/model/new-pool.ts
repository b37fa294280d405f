import type BigNumber from 'bignumber.js';
import { findPool, type PoolRow } from '../../../shared';

/** The contract's owner pays no creation fee. */
export const FEE_EXEMPT_ACCOUNT = 'hive-engine';
export const FEE_SYMBOL = 'BEE';

export interface NewPoolRequest {
  account: string;
  base: string | null;
  quote: string | null;
  pools: readonly PoolRow[];
  /** Whether the sidechain has this token (a pair may come from the address). */
  tokenExists: (symbol: string) => boolean;
  feeBalance: BigNumber;
  fee: BigNumber;
}

/** Each field's refusal: the fee line, the base and the quote picker. */
export interface NewPoolProblems {
  fee?: string;
  base?: string;
  quote?: string;
}

export const feeShortText = (fee: string, balance: string) => `Creating a pool costs ${fee} ${FEE_SYMBOL}; you have ${balance} ${FEE_SYMBOL}.`;
export const noTokenText = (symbol: string) => `There is no token ${symbol} on the sidechain.`;
export const poolExistsText = (tokenPair: string) => `A pool of these tokens already exists: ${tokenPair}.`;
export const SAME_TOKEN_TEXT = 'Choose two different tokens.';
export const CHOOSE_BASE_TEXT = 'Choose the base token.';
export const CHOOSE_QUOTE_TEXT = 'Choose the quote token.';

/** The checks of `createPool` (fee, two existing different tokens, no pool of them in either orientation), by field. */
export function newPoolProblems({ account, base, quote, pools, tokenExists, feeBalance, fee }: NewPoolRequest): NewPoolProblems {
  const problems: NewPoolProblems = {};
  if (account !== FEE_EXEMPT_ACCOUNT && feeBalance.lt(fee)) problems.fee = feeShortText(fee.toFixed(), feeBalance.toFixed());
  if (base === null) problems.base = CHOOSE_BASE_TEXT;
  else if (!tokenExists(base)) problems.base = noTokenText(base);
  if (quote === null) problems.quote = CHOOSE_QUOTE_TEXT;
  else if (quote === base) problems.quote = SAME_TOKEN_TEXT;
  else if (!tokenExists(quote)) problems.quote = noTokenText(quote);
  const existing = base && quote && !problems.base && !problems.quote ? findPool(pools, base, quote) : undefined;
  if (existing) problems.quote = poolExistsText(existing.tokenPair);
  return problems;
}
