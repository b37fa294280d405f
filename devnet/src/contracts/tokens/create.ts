import type { ContractApi } from '../../chain/contract-api';
import { isNumericString, toBigNumber } from '../shared/chain-number';
import { findToken } from '../shared/token-tables';
import { canPayUtilityFee } from '../shared/utility-fee';
import { RESERVED_SYMBOLS } from './constants';
import { burnFee } from './fees';
import { newTokenRow } from './rows';
import { insertToken, readParams } from './store';
import { fail, isNonEmptyString, requireActiveKey, type Payload } from './validation';

const MAX_SUPPLY_LIMIT = Number.MAX_SAFE_INTEGER;

/** 1–10 chars, uppercase A–Z and at most one `.` that is neither first nor last. */
function isValidSymbol(symbol: string): boolean {
  const dot = symbol.indexOf('.');
  return (
    symbol.length <= 10 &&
    /^[A-Z]+$/.test(symbol.replace(/\./g, '')) &&
    (dot === -1 || (dot > 0 && dot < symbol.length - 1 && dot === symbol.lastIndexOf('.')))
  );
}

/** ASCII letters, digits and spaces, 1–50 chars, not only spaces. */
function isValidName(name: string): boolean {
  return /^[0-9A-Za-z]+$/.test(name.replace(/ /g, '')) && name.length <= 50;
}

function hasValidParams(payload: Payload): boolean {
  const { name, symbol, url, precision, maxSupply } = payload;
  return (
    isNonEmptyString(name) &&
    isNonEmptyString(symbol) &&
    (url === undefined || isNonEmptyString(url)) &&
    typeof precision === 'number' &&
    !Number.isNaN(precision) &&
    isNumericString(maxSupply)
  );
}

/** Symbol, name, url, precision and maxSupply rules, in the chain's order. */
function validateDefinition(api: ContractApi, payload: Payload, heAccount: boolean): boolean {
  const symbol = payload.symbol as string;
  const name = payload.name as string;
  const url = payload.url as string | undefined;
  const precision = payload.precision as number;
  const maxSupply = toBigNumber(payload.maxSupply);
  const reservedFor = RESERVED_SYMBOLS[symbol];
  return (
    api.assert(
      isValidSymbol(symbol),
      'invalid symbol: uppercase letters only and one "." allowed, max length of 10',
    ) &&
    api.assert(reservedFor === undefined || api.sender === reservedFor, 'cannot use this symbol') &&
    api.assert(heAccount || !symbol.includes('SWAP'), 'invalid symbol: not allowed to use SWAP') &&
    api.assert(heAccount || !symbol.includes('ETH'), 'invalid symbol: not allowed to use ETH') &&
    api.assert(heAccount || !symbol.includes('BSC'), 'invalid symbol: not allowed to use BSC') &&
    api.assert(heAccount || !symbol.includes('.'), 'invalid symbol: usage of "." is restricted') &&
    api.assert(isValidName(name), 'invalid name: letters, numbers, whitespaces only, max length of 50') &&
    api.assert(url === undefined || url.length <= 255, 'invalid url: max length of 255') &&
    api.assert(precision >= 0 && precision <= 8 && Number.isInteger(precision), 'invalid precision') &&
    api.assert(maxSupply.gt(0), 'maxSupply must be positive') &&
    api.assert(maxSupply.lte(MAX_SUPPLY_LIMIT), `maxSupply must be lower than ${MAX_SUPPLY_LIMIT}`)
  );
}

/**
 * `create {name, symbol, url?, precision, maxSupply}`: a new token with staking and delegation
 * off; the creation fee (BEE) is burned unless the sender is one of `params.heAccounts`.
 * No `create` event — only the fee's `transfer` to `null`.
 */
export function create(api: ContractApi, payload: Payload): void {
  const { tokenCreationFee, heAccounts } = readParams(api);
  const heAccount = api.sender !== null && heAccounts[api.sender] === 1;
  const authorized = heAccount || canPayUtilityFee(api, tokenCreationFee);
  if (
    !api.assert(authorized, 'you must have enough tokens to cover the creation fees') ||
    !requireActiveKey(api, payload)
  ) {
    return;
  }
  if (!hasValidParams(payload)) {
    fail(api, 'invalid params');
    return;
  }
  if (!validateDefinition(api, payload, heAccount)) return;
  const symbol = payload.symbol as string;
  if (!api.assert(findToken(api, symbol) === null, 'symbol already exists')) return;

  const precision = payload.precision as number;
  const token = newTokenRow({
    issuer: api.sender as string,
    symbol,
    name: payload.name as string,
    metadata: JSON.stringify({ url: payload.url ?? '' }),
    precision,
    maxSupply: toBigNumber(payload.maxSupply).toFixed(precision),
  });
  insertToken(api, token);
  if (!heAccount) burnFee(api, tokenCreationFee, payload);
}
