import type { ContractApi } from '../../chain/contract-api';
import { countDecimals, toBigNumber } from '../shared/chain-number';
import { findToken } from '../shared/token-tables';

/**
 * Asserts `invalid price` (token exists, price > 0, decimals within its precision) and returns
 * the price formatted to that precision, or null.
 */
export function validatedPrice(api: ContractApi, price: string, priceSymbol: string): string | null {
  const precision = findToken(api, priceSymbol)?.precision ?? null;
  const isValid = precision !== null && toBigNumber(price).gt(0) && countDecimals(price) <= precision;
  if (!api.assert(isValid, 'invalid price') || precision === null) return null;
  return toBigNumber(price).toFixed(precision);
}
