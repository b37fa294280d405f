import BigNumber from 'bignumber.js';
import { HIVE_DECIMALS, parseDecimal } from './decimal';
import type { OrderDraft } from './order-rules';

export type DraftField = 'price' | 'quantity' | 'total';

const positive = (text: string) => {
  const number = parseDecimal(text);
  return number && number.gt(0) ? number : undefined;
};

/**
 * The draft after the user typed `value` into `field` of a limit order: the total follows price ×
 * quantity (8 decimals); typing a total sets the quantity (rounded down to the precision). What
 * the user typed is kept verbatim; only the other field is derived.
 */
export function editDraft(draft: OrderDraft, field: DraftField, value: string, precision: number): OrderDraft {
  const next = { ...draft, [field]: value };
  if (draft.kind === 'market') return next;
  const price = positive(next.price);
  if (field === 'total') {
    const total = positive(value);
    return price && total ? { ...next, quantity: total.div(price).decimalPlaces(precision, BigNumber.ROUND_DOWN).toFixed() } : next;
  }
  const quantity = positive(next.quantity);
  return { ...next, total: price && quantity ? price.times(quantity).toFixed(HIVE_DECIMALS) : '' };
}

export interface Balances {
  hive?: string;
  token?: string;
}

/**
 * A 25/50/75/100 % balance shortcut: a buy spends that share of the SWAP.HIVE balance (limit:
 * as a quantity at the typed price; market: as the total), a sell offers that share of the tokens.
 */
export function applyBalanceShare(draft: OrderDraft, share: number, balances: Balances, precision: number): OrderDraft {
  const balance = parseDecimal(draft.side === 'buy' ? balances.hive : balances.token);
  if (!balance) return draft;
  if (draft.side === 'sell') {
    return editDraft(draft, 'quantity', balance.times(share).decimalPlaces(precision, BigNumber.ROUND_DOWN).toFixed(), precision);
  }
  const hive = balance.times(share).decimalPlaces(HIVE_DECIMALS, BigNumber.ROUND_DOWN).toFixed();
  return editDraft(draft, 'total', hive, precision);
}
