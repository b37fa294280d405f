import BigNumber from 'bignumber.js';
import type { Token } from '@tdx/contracts';
import type { HoldingDialogProps } from '../components/dialog-props';

export interface HoldingOptions {
  /** Liquid balance (default '0'). */
  balance?: string;
  /** Available stake (default '0'). */
  stake?: string;
}

/** A token with the given fields, its name and issuer filled in. */
export function dialogToken(token: Partial<Token> & Pick<Token, 'symbol' | 'precision'>): Token {
  return { name: `${token.symbol} token`, issuer: 'someone', ...token } as Token;
}

/** What bob holds of a token, as a holder dialog takes it. */
export function bobHolding(symbol: string, { balance = '0', stake = '0' }: HoldingOptions = {}): Pick<HoldingDialogProps, 'balance' | 'stake'> {
  const zero = new BigNumber(0);
  return {
    balance: { account: 'bob', symbol, balance, stake, pendingUnstake: '0', delegationsIn: '0', delegationsOut: '0', pendingUndelegations: '0' },
    stake: { available: new BigNumber(stake), locked: zero, pendingUnstake: zero },
  };
}
