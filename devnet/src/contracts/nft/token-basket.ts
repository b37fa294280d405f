import type { ContractApi } from '../../chain/contract-api';
import { countDecimals, isPositiveNumericString, toBigNumber } from '../shared/chain-number';
import { findBalance, findToken, type BalanceTable } from '../shared/token-tables';
import { MAX_NUM_LOCKED_TOKEN_TYPES, MAX_SYMBOL_LENGTH } from './constants';
import { isValidNftSymbol } from './validators';

/**
 * Tokens to lock in a new instance: ≤ 10 symbols made of uppercase letters only (so no
 * `SWAP.HIVE`), positive quantities within precision, and the issuer's balance must cover each
 * one — plus the issuance fee when the locked symbol is also the fee symbol.
 */
export function isValidTokenBasket(
  api: ContractApi,
  basket: Record<string, unknown>,
  balanceTable: BalanceTable,
  account: string,
  feeSymbol: string,
  issuanceFee: string,
): boolean {
  const entries = Object.entries(basket);
  if (entries.length > MAX_NUM_LOCKED_TOKEN_TYPES) return false;
  return entries.every(([symbol, quantity]) => {
    if (!isValidNftSymbol(symbol, MAX_SYMBOL_LENGTH)) return false;
    const precision = findToken(api, symbol)?.precision;
    if (precision === undefined) return false;
    if (!isPositiveNumericString(quantity) || countDecimals(quantity) > precision) return false;
    const required = symbol === feeSymbol ? toBigNumber(quantity).plus(issuanceFee).toFixed(precision) : quantity;
    const balance = findBalance(api, account, symbol, balanceTable);
    return balance !== null && toBigNumber(balance.balance).gte(required);
  });
}
