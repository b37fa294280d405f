import { dataKeys, defineQuery } from '@tdx/data';
import { queries } from '@tdx/api';

export interface Withdrawable {
  /** Liquid balance of the pegged token, a decimal string ("0" when none). */
  available: string;
  /** The token's precision (8 when the token row is missing). */
  precision: number;
}

const FALLBACK_PRECISION = 8;

/** What the account can withdraw of a pegged token. */
export async function getWithdrawable(account: string, symbol: string): Promise<Withdrawable> {
  const [balance, tokens] = await Promise.all([queries.getBalance(account, symbol), queries.getTokens({ symbol })]);
  return { available: balance?.balance ?? '0', precision: tokens[0]?.precision ?? FALLBACK_PRECISION };
}

export const withdrawableQuery = defineQuery({
  key: ({ account, symbol }: { account: string; symbol: string }) => [...dataKeys.account(account), 'withdrawable', symbol],
  fetch: ({ account, symbol }: { account: string; symbol: string }) => getWithdrawable(account, symbol),
});
