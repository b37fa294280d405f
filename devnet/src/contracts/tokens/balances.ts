import type { ContractApi } from '../../chain/contract-api';
import { addFixed, subtractFixed, toBigNumber } from '../shared/chain-number';
import { findBalance, type BalanceTable } from '../shared/token-tables';
import { newBalanceRow, type BalanceRow, type TokenRow } from './rows';
import { insertBalance, updateBalance, updateToken } from './store';

/**
 * Balance arithmetic shared by the actions, with the real contract's checks and messages.
 * A missing recipient row is created with the quantity AS GIVEN (not normalised): this is how
 * `transfer` ends up storing its raw payload string (reference §21.2 quirk 1).
 */

export function subBalance(
  api: ContractApi,
  account: string | null,
  token: TokenRow,
  quantity: string,
  table: BalanceTable,
): boolean {
  const balance = findBalance(api, account, token.symbol, table);
  if (balance === null) return api.assert(false, 'balance does not exist');
  if (!api.assert(toBigNumber(balance.balance).gte(toBigNumber(quantity)), 'overdrawn balance')) return false;
  const original = balance.balance;
  balance.balance = subtractFixed(balance.balance, quantity, token.precision);
  if (!api.assert(toBigNumber(balance.balance).lt(toBigNumber(original)), 'cannot subtract')) return false;
  updateBalance(api, balance, table);
  return true;
}

export function addBalance(
  api: ContractApi,
  account: string,
  token: TokenRow,
  quantity: string,
  table: BalanceTable,
): boolean {
  const balance = findBalance(api, account, token.symbol, table);
  if (balance === null) {
    insertBalance(api, newBalanceRow(account, token.symbol, quantity), table);
    return true;
  }
  const original = balance.balance;
  balance.balance = addFixed(balance.balance, quantity, token.precision);
  if (!api.assert(toBigNumber(balance.balance).gt(toBigNumber(original)), 'cannot add')) return false;
  updateBalance(api, balance, table);
  return true;
}

type AmountField = 'balance' | 'stake' | 'pendingUnstake' | 'delegationsIn' | 'delegationsOut' | 'pendingUndelegations';

interface AmountChange {
  field: AmountField;
  by: string;
}

/**
 * Adds to one amount of the row and subtracts from another (both `toFixed(precision)`); true
 * when the first grew and the second shrank — the chain's `cannot subtract` check. The row is
 * changed either way; the caller saves it.
 */
export function shiftAmounts(balance: BalanceRow, precision: number, increase: AmountChange, decrease: AmountChange): boolean {
  const originalIncreased = balance[increase.field];
  const originalDecreased = balance[decrease.field];
  balance[increase.field] = addFixed(originalIncreased, increase.by, precision);
  balance[decrease.field] = subtractFixed(originalDecreased, decrease.by, precision);
  return (
    toBigNumber(balance[decrease.field]).lt(toBigNumber(originalDecreased)) &&
    toBigNumber(balance[increase.field]).gt(toBigNumber(originalIncreased))
  );
}

/** Adds to `account`'s stake (creating its row if needed) and to the token's totalStaked. */
export function addStake(api: ContractApi, account: string, token: TokenRow, quantity: string): boolean {
  const balance = findBalance(api, account, token.symbol) ?? insertBalance(api, newBalanceRow(account, token.symbol));
  const original = balance.stake;
  balance.stake = addFixed(balance.stake, quantity, token.precision);
  if (!api.assert(toBigNumber(balance.stake).gt(toBigNumber(original)), 'cannot add')) return false;
  updateBalance(api, balance);
  token.totalStaked = addFixed(token.totalStaked ?? '0', quantity, token.precision);
  updateToken(api, token);
  return true;
}
