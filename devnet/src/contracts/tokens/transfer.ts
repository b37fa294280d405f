import type { ContractApi } from '../../chain/contract-api';
import { isValidContractName } from '../shared/accounts';
import { countDecimals, isNumericString, subtractFixed, toBigNumber } from '../shared/chain-number';
import { ACTIVE_KEY_REQUIRED, BURN_ACCOUNT } from '../shared/constants';
import { findToken, type BalanceTable } from '../shared/token-tables';
import { addBalance, subBalance } from './balances';
import type { TokenRow } from './rows';
import { readParams, updateToken } from './store';
import { fail, isNonEmptyString, refuse, requireActiveKey, type Payload } from './validation';

/** Symbol exists, quantity fits its precision and is positive — the tail of every transfer's checks. */
function findTransferableToken(api: ContractApi, symbol: string, quantity: string): TokenRow | null {
  const token = findToken(api, symbol);
  if (token === null) return refuse(api, 'symbol does not exist');
  const valid =
    api.assert(countDecimals(quantity) <= token.precision, 'symbol precision mismatch') &&
    api.assert(toBigNumber(quantity).gt(0), 'must transfer positive quantity');
  return valid ? token : null;
}

/** Burning (a credit to `null`) takes the quantity out of circulation. */
function reduceCirculationIfBurn(api: ContractApi, to: string, token: TokenRow, quantity: string): void {
  if (to !== BURN_ACCOUNT) return;
  token.circulatingSupply = subtractFixed(token.circulatingSupply, quantity, token.precision);
  updateToken(api, token);
}

/** Moves `quantity` between two balance rows (the credit cannot fail once the debit passed). */
function move(
  api: ContractApi,
  token: TokenRow,
  quantity: string,
  from: { account: string | null; table: BalanceTable },
  to: { account: string; table: BalanceTable },
): boolean {
  if (!subBalance(api, from.account, token, quantity, from.table)) return false;
  if (!addBalance(api, to.account, token, quantity, to.table)) return false;
  reduceCirculationIfBurn(api, to.account, token, quantity);
  return true;
}

/**
 * `transfer {symbol, to, quantity}` between users. Returns whether it happened (create and the
 * enable* actions burn their fees through it). The quantity is NOT normalised: the event and a
 * new recipient row carry the raw payload string.
 */
export function transfer(api: ContractApi, payload: Payload): boolean {
  const { to, symbol, quantity } = payload;
  if (!requireActiveKey(api, payload)) return false;
  if (!(isNonEmptyString(to) && isNonEmptyString(symbol) && isNumericString(quantity))) {
    return fail(api, 'invalid params');
  }
  const finalTo = to.trim();
  if (!api.assert(finalTo !== api.sender, 'cannot transfer to self')) return false;
  const { blacklist } = readParams(api);
  if (
    !api.assert(api.isValidAccountName(finalTo), 'invalid to') ||
    !api.assert(blacklist[finalTo] === undefined, `not allowed to send to ${finalTo}`)
  ) {
    return false;
  }
  const token = findTransferableToken(api, symbol, quantity);
  if (token === null) return false;
  const from = { account: api.sender, table: 'balances' as const };
  if (!move(api, token, quantity, from, { account: finalTo, table: 'balances' })) return false;
  api.emit('transfer', { from: api.sender, to: finalTo, symbol, quantity });
  return true;
}

/**
 * `transferToContract {symbol, to, quantity}`: from a user's balance to a contract's. Contracts
 * call it on their user's behalf; a system (sender `null`) caller may name the payer in `from`.
 */
export function transferToContract(api: ContractApi, payload: Payload): void {
  const { from, to, symbol, quantity } = payload;
  const finalFrom = api.sender === null && typeof from === 'string' ? from : api.sender;
  if (!api.assert(payload.isSignedWithActiveKey === true || api.sender === null, ACTIVE_KEY_REQUIRED)) return;
  if (!(isNonEmptyString(to) && isNonEmptyString(symbol) && isNumericString(quantity))) {
    fail(api, 'invalid params');
    return;
  }
  const finalTo = to.trim().toLowerCase();
  if (
    !api.assert(finalTo !== finalFrom, 'cannot transfer to self') ||
    !api.assert(isValidContractName(finalTo), 'invalid to')
  ) {
    return;
  }
  const token = findTransferableToken(api, symbol, quantity);
  if (token === null) return;
  const fixed = toBigNumber(quantity).toFixed(token.precision);
  const payer = { account: finalFrom, table: 'balances' as const };
  if (!move(api, token, fixed, payer, { account: finalTo, table: 'contractsBalances' })) return;
  api.emit('transferToContract', { from: finalFrom, to: finalTo, symbol, quantity: fixed });
}

const RECIPIENT_TABLES: Record<string, BalanceTable> = { user: 'balances', contract: 'contractsBalances' };

/**
 * `transferFromContract {from?, to, symbol, quantity, type?: 'user' | 'contract'}`: pays out of a
 * contract's balance — the real node's `api.transferTokens` (`from` = the calling contract, the
 * default) or `transferTokensFromCallingContract` (`from` = the contract that called it). Only
 * contract code can reach it: a direct user call is `not authorized`. `type` defaults to `user`.
 */
export function transferFromContract(api: ContractApi, payload: Payload): void {
  const caller = api.callingContractInfo?.name;
  if (caller === undefined) {
    fail(api, 'not authorized');
    return;
  }
  const { to, symbol, quantity } = payload;
  const from = payload.from ?? caller;
  const type = payload.type ?? 'user';
  const table = typeof type === 'string' ? RECIPIENT_TABLES[type] : undefined;
  const valid =
    isNonEmptyString(to) && isNonEmptyString(from) && isNonEmptyString(symbol) && table !== undefined && isNumericString(quantity);
  if (!valid) {
    fail(api, 'invalid params');
    return;
  }
  const finalTo = to.trim();
  const isUser = table === 'balances';
  if (!api.assert(isUser || finalTo !== from, 'cannot transfer to self')) return;
  const validTo = isUser ? api.isValidAccountName(finalTo) : isValidContractName(finalTo);
  if (!api.assert(validTo, 'invalid to')) return;
  const token = findTransferableToken(api, symbol, quantity);
  if (token === null) return;
  const fixed = toBigNumber(quantity).toFixed(token.precision);
  const payer = { account: from, table: 'contractsBalances' as const };
  if (!move(api, token, fixed, payer, { account: finalTo, table })) return;
  api.emit('transferFromContract', { from, to: finalTo, symbol, quantity: fixed });
}
