import type { Balance, Metric, Token } from '@tdx/contracts';
import { stakeBreakdown, type StakeBreakdown } from '@tdx/token-actions';
import type { WalletData } from './chain-reads';

/** One token of the wallet: its balance row, token, metric and stake split. */
export interface WalletRow {
  symbol: string;
  token: Token;
  balance: Balance;
  stake: StakeBreakdown;
  /** Absent for tokens that never traded. */
  metric?: Metric;
  /** In the site's `deprecated_tokens`: shown where held, but marked and not offered for trading. */
  deprecated: boolean;
  /** The wallet's account is the token's issuer (issuer tools apply). */
  issuedByAccount: boolean;
}

export interface TokenVisibility {
  isDisabled: (symbol: string) => boolean;
  isDeprecated: (symbol: string) => boolean;
}

const emptyBalance = (account: string, symbol: string): Balance => ({
  account,
  symbol,
  balance: '0',
  stake: '0',
  pendingUnstake: '0',
  delegationsIn: '0',
  delegationsOut: '0',
  pendingUndelegations: '0',
});

/**
 * The wallet's rows: every balance whose token is known, plus an empty row for each token the
 * account issued without holding it. Disabled tokens never appear.
 */
export function walletRows(data: WalletData, visibility: TokenVisibility): WalletRow[] {
  const held = new Set(data.balances.map((balance) => balance.symbol));
  const issuedOnly = [...data.tokens.values()]
    .filter((token) => token.issuer === data.account && !held.has(token.symbol))
    .map((token) => emptyBalance(data.account, token.symbol));
  return [...data.balances, ...issuedOnly].flatMap((balance) => {
    const token = data.tokens.get(balance.symbol);
    if (!token || visibility.isDisabled(balance.symbol)) return [];
    return [
      {
        symbol: balance.symbol,
        token,
        balance,
        stake: stakeBreakdown(balance, token, data.pendingUnstakes),
        metric: data.metrics.get(balance.symbol),
        deprecated: visibility.isDeprecated(balance.symbol),
        issuedByAccount: token.issuer === data.account,
      },
    ];
  });
}

/** What a wallet row's actions get: the row and the account's liquid BEE (the fee token). */
export interface RowActionsProps {
  row: WalletRow;
  beeBalance: string;
}
