import BigNumber from 'bignumber.js';
import type { Row, TableSpec } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { DEV_ACCOUNTS } from '../accounts';
import { DAY_MS, toSeconds } from './clock';
import { OrderAccounts } from './order-accounts';
import type { Random } from './random';
import { ChainNumber, decimal128, fixed, formatUnits, logUniform, quantityOf, seedTable, transactionId } from './rows';
import type { SeedContext } from './seed-context';
import type { TokenDefinition } from './token-definition';

const HIVE_SYMBOL = 'SWAP.HIVE';
const PRICE_PRECISION = 8;
const PRICE_UNITS = 10 ** PRICE_PRECISION;
const MIN_TOTAL = new ChainNumber('0.00000001');
/** Default and maximum order lifetime (30 days). */
export const ORDER_LIFETIME_SECONDS = 2_592_000;
/** Deep books get this many orders a side per unit of scale. */
export const DEEP_BOOK_DEPTH = 200;
/** Tokens whose books hold orders of every dev account, at these ladder levels. */
const DEV_ORDER_SYMBOLS = ['BEE', 'HONEY', 'GAMER', 'WORKERBEE'];
const BOOK_INDEXES = ['symbol', 'account', 'priceDec', 'expiration', 'txId'];

type OrderSide = 'buy' | 'sell';

export interface BestPrices {
  highestBid: string;
  lowestAsk: string;
}

export interface MarketBooks {
  tables: SeedTable[];
  bestPrices: Map<string, BestPrices>;
}

/** Buy and sell books: price ladders around each token's reference price, orders of many users. */
export function seedMarketBooks(context: SeedContext): MarketBooks {
  const random = context.randomFor('market-books');
  const owners = new OrderAccounts(context.users, random);
  const buys: Row[] = [];
  const sells: Row[] = [];
  const bestPrices = new Map<string, BestPrices>();
  for (const token of context.tokens) {
    const depth = bookDepth(token, context.scale, random);
    if (depth === 0) continue;
    const ladder = new PriceLadder(token.priceHive, depth, token.market === 'deep' ? 0.6 : 0.25, random);
    const bids = ladder.bids();
    const asks = ladder.asks();
    // Deeper books at higher scale split the same liquidity into more, smaller orders.
    const orderSize = token.market === 'deep' ? token.unit / context.scale : token.unit;
    bids.forEach((price, level) => buys.push(buyOrder(context, random, token, price, orderSize, ownerAt(owners, token, 'buy', level))));
    asks.forEach((price, level) => sells.push(sellOrder(context, random, token, price, orderSize, ownerAt(owners, token, 'sell', level))));
    bestPrices.set(token.symbol, { highestBid: bids[0], lowestAsk: asks[0] });
  }
  return {
    tables: [
      seedTable('market', bookSpec('buyBook'), byTimestamp(buys)),
      seedTable('market', bookSpec('sellBook'), byTimestamp(sells)),
    ],
    bestPrices,
  };
}

function bookDepth(token: TokenDefinition, scale: number, random: Random): number {
  switch (token.market) {
    case 'deep':
      return DEEP_BOOK_DEPTH * scale + random.int(0, 20);
    case 'active':
      return random.int(1, 6);
    case 'stale':
      return random.int(1, 4);
    case 'unlisted':
      return 0;
  }
}

/** Ladder level k*3+1 of each side belongs to dev account k in the dev-order books. */
function ownerAt(owners: OrderAccounts, token: TokenDefinition, side: OrderSide, level: number): string {
  if (DEV_ORDER_SYMBOLS.includes(token.symbol) && level % 3 === 1 && level < DEV_ACCOUNTS.length * 3) {
    const devIndex = (level - 1) / 3;
    // Sides are offset by one dev so nobody meets themselves at the top of both sides.
    return owners.take(DEV_ACCOUNTS[(devIndex + (side === 'sell' ? 1 : 0)) % DEV_ACCOUNTS.length]);
  }
  return owners.next();
}

/**
 * Non-increasing bids below and non-decreasing asks above the reference price (best first), as
 * 8-decimal strings. Walked in whole 0.00000001 units so rounding never costs a BigNumber.
 */
class PriceLadder {
  private readonly bestBid: number;
  private readonly bestAsk: number;

  constructor(mid: ChainNumber, private readonly depth: number, private readonly span: number, private readonly random: Random) {
    const halfSpread = random.float(0.002, 0.02);
    this.bestBid = mid.toNumber() * (1 - halfSpread);
    this.bestAsk = mid.toNumber() * (1 + halfSpread);
  }

  bids(): string[] {
    return this.walk(this.bestBid, -1, (units) => Math.max(1, Math.floor(units)));
  }

  asks(): string[] {
    return this.walk(this.bestAsk, 1, Math.ceil);
  }

  private walk(start: number, direction: 1 | -1, toWholeUnits: (units: number) => number): string[] {
    const prices: string[] = [];
    let price = start;
    for (let level = 0; level < this.depth; level += 1) {
      prices.push(formatUnits(toWholeUnits(price * PRICE_UNITS), PRICE_PRECISION));
      price *= 1 + direction * this.random.float(0, (2 * this.span) / this.depth);
    }
    return prices;
  }
}


/** Fields every seeded order has; the caller has locked what the order holds in the market contract. */
function orderRow(context: SeedContext, random: Random, token: TokenDefinition, price: string, quantity: ChainNumber, account: string): Row {
  const { timestamp, expiration } = orderTimes(random, context.startMs);
  return {
    txId: transactionId(random),
    timestamp,
    account,
    symbol: token.symbol,
    quantity: fixed(quantity, token.precision),
    price,
    priceDec: decimal128(price),
    expiration,
  };
}

function buyOrder(context: SeedContext, random: Random, token: TokenDefinition, price: string, size: number, account: string): Row {
  const quantity = orderQuantity(random, token, price, size);
  const tokensLocked = quantity.times(price).decimalPlaces(PRICE_PRECISION, BigNumber.ROUND_UP);
  context.ledger.addToContract('market', HIVE_SYMBOL, tokensLocked);
  return { ...orderRow(context, random, token, price, quantity, account), tokensLocked: fixed(tokensLocked, PRICE_PRECISION) };
}

function sellOrder(context: SeedContext, random: Random, token: TokenDefinition, price: string, size: number, account: string): Row {
  const quantity = orderQuantity(random, token, price, size);
  context.ledger.addToContract('market', token.symbol, quantity);
  return orderRow(context, random, token, price, quantity, account);
}

/** A quantity around `size`, big enough that price × quantity ≥ 0.00000001. */
function orderQuantity(random: Random, token: TokenDefinition, price: string, size: number): ChainNumber {
  const quantity = quantityOf(size * logUniform(random, 0.005, 0.5), token.precision);
  // Exact check only for the rare order near the 0.00000001 minimum total.
  if (quantity.toNumber() * Number(price) > 1e-6) return quantity;
  return ChainNumber.max(quantity, MIN_TOTAL.div(price).decimalPlaces(token.precision, BigNumber.ROUND_UP));
}

/** Placed within the last 29 days; expires after the clock start, at most 30 days after placing. */
function orderTimes(random: Random, startMs: number): { timestamp: number; expiration: number } {
  const clockStart = toSeconds(startMs);
  const timestamp = clockStart - random.int(60, toSeconds(29 * DAY_MS));
  const fullLifetime = timestamp + ORDER_LIFETIME_SECONDS;
  const expiration = random.chance(0.1) ? random.int(clockStart + 3600, fullLifetime) : fullLifetime;
  return { timestamp, expiration };
}

function byTimestamp(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => Number(a.timestamp) - Number(b.timestamp));
}

function bookSpec(name: string): TableSpec {
  return { name, indexes: BOOK_INDEXES };
}
