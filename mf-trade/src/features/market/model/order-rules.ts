import BigNumber from 'bignumber.js';
import { decimalOrZero, HIVE_DECIMALS, MIN_ORDER_TOTAL, PRICE_DECIMALS } from './decimal';
import { estimateMarketBuy, estimateMarketSell } from './market-fill';
import type { BookLevel, OrderKind, OrderSide } from './types';

/** Tokens with this precision or less cannot be traded at market (anchor hive-engine@9926099). */
export const MARKET_ORDER_MIN_PRECISION = 4;

export interface OrderDraft {
  side: OrderSide;
  kind: OrderKind;
  price: string;
  quantity: string;
  total: string;
}

export interface OrderContext {
  symbol: string;
  precision: number;
  /** Available SWAP.HIVE; undefined while unknown (then not checked). */
  hiveBalance?: string;
  tokenBalance?: string;
  bids: readonly BookLevel[];
  asks: readonly BookLevel[];
}

export type OrderField = 'price' | 'quantity' | 'total' | 'form';
export type OrderErrors = Partial<Record<OrderField, string>>;

export const ORDER_MESSAGES = {
  required: (what: string) => `Enter a ${what}`,
  invalid: (what: string) => `Enter a valid ${what}`,
  notPositive: (what: string) => `The ${what} must be greater than 0`,
  decimals: (decimals: number) => (decimals === 0 ? 'Only whole amounts are allowed' : `At most ${decimals} decimal${decimals === 1 ? '' : 's'} allowed`),
  minimumTotal: `The total must be at least ${MIN_ORDER_TOTAL} SWAP.HIVE`,
  notEnough: (symbol: string, balance: string) => `Not enough ${symbol}: your balance is ${balance}`,
  marketUnavailable: (precision: number) =>
    `Market orders are not available for tokens with ${precision} or fewer decimals; place a limit order`,
  noAsks: 'There are no sell orders to buy from',
  noBids: 'There are no buy orders to sell into',
  buysNothing: (symbol: string) => `Too little to buy any ${symbol} at the current asks`,
  receivesNothing: 'Too little to receive any SWAP.HIVE at the current bids (the order cannot be filled)',
} as const;

const TYPED_DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/** The problem with a typed amount (required, decimal, > 0, ≤ `decimals` places), or undefined. */
function amountProblem(text: string, what: string, decimals: number): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return ORDER_MESSAGES.required(what);
  if (!TYPED_DECIMAL.test(trimmed)) return ORDER_MESSAGES.invalid(what);
  const amount = new BigNumber(trimmed);
  if (amount.lte(0)) return ORDER_MESSAGES.notPositive(what);
  if ((amount.decimalPlaces() ?? 0) > decimals) return ORDER_MESSAGES.decimals(decimals);
  return undefined;
}

/** SWAP.HIVE a limit buy locks: price × quantity rounded up to 8 decimals, as the contract does. */
export function lockedTotal(price: string, quantity: string): BigNumber {
  return decimalOrZero(price).times(decimalOrZero(quantity)).decimalPlaces(HIVE_DECIMALS, BigNumber.ROUND_UP);
}

function exceeds(amount: BigNumber.Value, balance: string | undefined): boolean {
  return balance !== undefined && new BigNumber(amount).gt(decimalOrZero(balance));
}

function validateLimit(draft: OrderDraft, context: OrderContext): OrderErrors {
  const errors: OrderErrors = {};
  const priceProblem = amountProblem(draft.price, 'price', PRICE_DECIMALS);
  const quantityProblem = amountProblem(draft.quantity, 'quantity', context.precision);
  if (priceProblem) errors.price = priceProblem;
  if (quantityProblem) errors.quantity = quantityProblem;
  if (priceProblem || quantityProblem) return errors;

  const total = new BigNumber(draft.price).times(draft.quantity);
  if (total.lt(MIN_ORDER_TOTAL)) return { total: ORDER_MESSAGES.minimumTotal };
  if (draft.side === 'buy' && exceeds(lockedTotal(draft.price, draft.quantity), context.hiveBalance)) {
    return { total: ORDER_MESSAGES.notEnough('SWAP.HIVE', context.hiveBalance ?? '0') };
  }
  if (draft.side === 'sell' && exceeds(draft.quantity, context.tokenBalance)) {
    return { quantity: ORDER_MESSAGES.notEnough(context.symbol, context.tokenBalance ?? '0') };
  }
  return errors;
}

function validateMarketBuy(draft: OrderDraft, context: OrderContext): OrderErrors {
  const problem = amountProblem(draft.total, 'total', HIVE_DECIMALS);
  if (problem) return { total: problem };
  if (exceeds(draft.total, context.hiveBalance)) return { total: ORDER_MESSAGES.notEnough('SWAP.HIVE', context.hiveBalance ?? '0') };
  if (context.asks.length === 0) return { form: ORDER_MESSAGES.noAsks };
  if (new BigNumber(estimateMarketBuy(draft.total, context.asks, context.precision).quantity).isZero()) {
    return { total: ORDER_MESSAGES.buysNothing(context.symbol) };
  }
  return {};
}

function validateMarketSell(draft: OrderDraft, context: OrderContext): OrderErrors {
  const problem = amountProblem(draft.quantity, 'quantity', context.precision);
  if (problem) return { quantity: problem };
  if (exceeds(draft.quantity, context.tokenBalance)) return { quantity: ORDER_MESSAGES.notEnough(context.symbol, context.tokenBalance ?? '0') };
  if (context.bids.length === 0) return { form: ORDER_MESSAGES.noBids };
  if (new BigNumber(estimateMarketSell(draft.quantity, context.bids).total).isZero()) return { quantity: ORDER_MESSAGES.receivesNothing };
  return {};
}

/** Whether the token may be traded at market at all. */
export function marketOrdersAllowed(precision: number): boolean {
  return precision >= MARKET_ORDER_MIN_PRECISION;
}

/**
 * The market contract's checks, made before anything is sent: amounts and their decimals, the
 * 0.00000001 SWAP.HIVE minimum, balances, and for market orders the low-precision rule and a
 * book that can actually fill them. Empty object = the order may be sent.
 */
export function validateOrder(draft: OrderDraft, context: OrderContext): OrderErrors {
  if (draft.kind === 'limit') return validateLimit(draft, context);
  if (!marketOrdersAllowed(context.precision)) return { form: ORDER_MESSAGES.marketUnavailable(MARKET_ORDER_MIN_PRECISION - 1) };
  return draft.side === 'buy' ? validateMarketBuy(draft, context) : validateMarketSell(draft, context);
}
