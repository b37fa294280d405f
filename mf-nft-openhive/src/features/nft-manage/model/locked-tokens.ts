import BigNumber from 'bignumber.js';
import { MAX_LOCKED_TYPES } from './manage-rules';

/** A token the issuer holds: liquid balance and precision. */
export interface HeldToken {
  balance: string;
  precision: number;
}

export type HeldTokens = Readonly<Record<string, HeldToken>>;

export interface LockedTokens {
  /** Symbol → quantity, as sent in `lockTokens` (for `count` instances each). */
  basket: Record<string, string>;
  problem: string | null;
}

export const LOCK_MESSAGES = {
  format: (line: string) => `“${line}”: write a symbol and a quantity, e.g. BEE 1.5`,
  tooMany: `At most ${MAX_LOCKED_TYPES} tokens`,
  symbol: (symbol: string) => `${symbol}: only symbols of capital letters A–Z can be locked`,
  twice: (symbol: string) => `${symbol} is listed twice`,
  notHeld: (symbol: string) => `You hold no ${symbol}`,
  quantity: (symbol: string, precision: number) => `${symbol}: a quantity greater than 0 with at most ${precision} decimals`,
  short: (symbol: string, needed: string, held: string) => `${symbol}: ${needed} needed (with the fee), you have ${held}`,
} as const;

/**
 * The tokens to lock in each instance, one `SYMBOL quantity` a line, checked as the contract does:
 * at most 10, symbols of capital letters only (no `SWAP.HIVE`), quantities within the token's
 * precision, and the balance covering `count` instances plus the issuance fee when it is the same token.
 */
export function parseLockedTokens(text: string, held: HeldTokens, count: number, fee: { symbol: string; amount: BigNumber }): LockedTokens {
  const basket: Record<string, string> = {};
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  const fail = (problem: string): LockedTokens => ({ basket, problem });
  if (lines.length > MAX_LOCKED_TYPES) return fail(LOCK_MESSAGES.tooMany);
  for (const line of lines) {
    const match = /^(\S+)[\s,:;]+(\S+)$/.exec(line);
    if (!match) return fail(LOCK_MESSAGES.format(line));
    const symbol = match[1].toUpperCase();
    const quantity = match[2].replace(',', '.');
    if (!/^[A-Z]{1,10}$/.test(symbol)) return fail(LOCK_MESSAGES.symbol(symbol));
    if (symbol in basket) return fail(LOCK_MESSAGES.twice(symbol));
    const token = Object.prototype.hasOwnProperty.call(held, symbol) ? held[symbol] : undefined;
    if (!token) return fail(LOCK_MESSAGES.notHeld(symbol));
    const amount = new BigNumber(quantity);
    if (!/^\d+(\.\d+)?$/.test(quantity) || !amount.gt(0) || (amount.decimalPlaces() ?? 0) > token.precision) return fail(LOCK_MESSAGES.quantity(symbol, token.precision));
    const needed = amount.multipliedBy(count).plus(symbol === fee.symbol ? fee.amount : 0);
    if (needed.gt(token.balance)) return fail(LOCK_MESSAGES.short(symbol, needed.toFormat(), new BigNumber(token.balance).toFormat()));
    basket[symbol] = amount.toFixed();
  }
  return { basket, problem: null };
}
