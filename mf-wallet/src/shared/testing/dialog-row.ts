import BigNumber from 'bignumber.js';
import type { Token } from '@tdx/contracts';
import type { WalletRow } from '../wallet-row';

export interface DialogRowOptions {
  /** Liquid balance (default '0'). */
  balance?: string;
  /** Available stake (default 0). */
  stake?: string;
  issuedByAccount?: boolean;
}

/** bob's wallet row of a token, as the row menu hands it to an action dialog in tests. */
export function dialogRow(token: Partial<Token> & Pick<Token, 'symbol' | 'precision'>, { balance = '0', stake = '0', issuedByAccount = false }: DialogRowOptions = {}): WalletRow {
  const zero = new BigNumber(0);
  return {
    symbol: token.symbol,
    token: { name: `${token.symbol} token`, issuer: 'someone', ...token } as Token,
    balance: { account: 'bob', symbol: token.symbol, balance, stake, pendingUnstake: '0', delegationsIn: '0', delegationsOut: '0', pendingUndelegations: '0' },
    stake: { available: new BigNumber(stake), locked: zero, pendingUnstake: zero },
    deprecated: false,
    issuedByAccount,
  };
}
