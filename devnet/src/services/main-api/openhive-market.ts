import BigNumber from 'bignumber.js';
import type { Row } from '../../chain/contract-api';
import { groupingField } from './grouping';

export const MARKET_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
export const MARKET_MAX_LIMIT = 1000;
export const MARKET_DEFAULT_LIMIT = 100;

export interface MarketFilters {
  symbols: string[];
  group?: string;
  priceSymbol?: string;
  account?: string;
  minPrice?: string;
  maxPrice?: string;
  sort: MarketSort;
  limit: number;
  offset: number;
}

/** One listed NFT: the instance joined with its sell order. */
export interface MarketListing {
  nftSymbol: string;
  nftId: string;
  orderId: unknown;
  account: string;
  previousAccount: unknown;
  price: string;
  priceSymbol: string;
  fee: unknown;
  timestamp: number;
  grouping: string | null;
  properties: Record<string, unknown>;
}

export type ParsedFilters = { ok: true; filters: MarketFilters } | { ok: false; message: string };

const SYMBOL = /^[A-Z][A-Z0-9.]{0,9}$/;
const DECIMAL = /^\d+(\.\d+)?$/;

export function parseMarketFilters(query: Record<string, unknown>, supported: readonly string[]): ParsedFilters {
  const text = (key: string) => (typeof query[key] === 'string' && query[key] !== '' ? (query[key] as string) : undefined);
  const symbol = text('symbol');
  if (symbol !== undefined && !supported.includes(symbol)) return { ok: false, message: 'symbol is not a supported NFT' };
  const priceSymbol = text('priceSymbol');
  if (priceSymbol !== undefined && !SYMBOL.test(priceSymbol)) return { ok: false, message: 'priceSymbol is not a token symbol' };
  const sort = text('sort') ?? 'newest';
  if (!(MARKET_SORTS as readonly string[]).includes(sort)) return { ok: false, message: `sort must be one of ${MARKET_SORTS.join(', ')}` };
  const [minPrice, maxPrice] = [text('minPrice'), text('maxPrice')];
  if ([minPrice, maxPrice].some((p) => p !== undefined && !DECIMAL.test(p))) return { ok: false, message: 'prices must be decimal numbers' };
  const limit = Number(text('limit') ?? MARKET_DEFAULT_LIMIT);
  const offset = Number(text('offset') ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit > MARKET_MAX_LIMIT) return { ok: false, message: `limit must be an integer from 1 to ${MARKET_MAX_LIMIT}` };
  if (!Number.isInteger(offset) || offset < 0) return { ok: false, message: 'offset must be a non-negative integer' };
  return {
    ok: true,
    filters: {
      symbols: symbol ? [symbol] : [...supported],
      group: text('group'),
      priceSymbol,
      account: text('account'),
      minPrice,
      maxPrice,
      sort: sort as MarketSort,
      limit,
      offset,
    },
  };
}

/** Joins one symbol's sell orders with their instances (orders whose instance is missing are dropped). */
export function joinListings(symbol: string, orders: readonly Row[], instances: readonly Row[]): MarketListing[] {
  const byId = new Map(instances.map((instance) => [String(instance._id), instance]));
  const field = groupingField(symbol);
  return orders.flatMap((order) => {
    const instance = byId.get(String(order.nftId));
    if (!instance || typeof order.price !== 'string' || typeof order.priceSymbol !== 'string') return [];
    const properties = isRecord(instance.properties) ? instance.properties : {};
    const group = properties[field];
    return [
      {
        nftSymbol: symbol,
        nftId: String(order.nftId),
        orderId: order._id,
        account: String(order.account),
        previousAccount: instance.previousAccount ?? null,
        price: order.price,
        priceSymbol: order.priceSymbol,
        fee: order.fee,
        timestamp: typeof order.timestamp === 'number' ? order.timestamp : 0,
        grouping: group === undefined || group === null ? null : String(group),
        properties,
      },
    ];
  });
}

/** Filters, sorts and pages the joined listings. */
export function selectListings(listings: readonly MarketListing[], filters: MarketFilters): MarketListing[] {
  const matches = listings.filter(
    (l) =>
      (filters.group === undefined || l.grouping === filters.group) &&
      (filters.priceSymbol === undefined || l.priceSymbol === filters.priceSymbol) &&
      (filters.account === undefined || l.account === filters.account) &&
      (filters.minPrice === undefined || new BigNumber(l.price).gte(filters.minPrice)) &&
      (filters.maxPrice === undefined || new BigNumber(l.price).lte(filters.maxPrice)),
  );
  return [...matches].sort(comparator(filters.sort)).slice(filters.offset, filters.offset + filters.limit);
}

function comparator(sort: MarketSort): (a: MarketListing, b: MarketListing) => number {
  const byTime = (a: MarketListing, b: MarketListing) => a.timestamp - b.timestamp || a.nftId.localeCompare(b.nftId);
  const byPrice = (a: MarketListing, b: MarketListing) => new BigNumber(a.price).comparedTo(b.price) || byTime(a, b);
  switch (sort) {
    case 'oldest':
      return byTime;
    case 'newest':
      return (a, b) => byTime(b, a);
    case 'price_asc':
      return byPrice;
    case 'price_desc':
      return (a, b) => byPrice(b, a);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
