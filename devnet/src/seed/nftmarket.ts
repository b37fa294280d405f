import type { Row, TableSpec } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { MINUTE_MS } from './clock';
import { NFT_COLLECTIONS } from './nft-collections';
import type { NftListing } from './nft';
import type { Random } from './random';
import { decimal128, fixed, logUniform, seedTable } from './rows';
import type { SeedContext } from './seed-context';

/** Per-symbol market params: official market account, its agent cut and a minimum fee (basis points). */
const MARKET_PARAMS = [
  { symbol: 'NFTSR', officialMarket: 'nftshowroom', agentCut: 5000, minFee: 500 },
  { symbol: 'CITY', officialMarket: 'dcitygame', agentCut: 0, minFee: 0 },
  { symbol: 'STAR', officialMarket: 'risingstar', agentCut: 2500, minFee: 250 },
];
const FEE_CHOICES = [500, 500, 500, 250, 1000, 0];
const PRICE_SYMBOL_PRECISION = 8;

/**
 * Sell orders for the listed instances (prices in SWAP.HIVE, some in BEE), open-interest counts
 * per group, empty per-symbol trade histories and the per-symbol market params.
 */
export function seedNftMarket(context: SeedContext, listings: NftListing[]): SeedTable[] {
  const random = context.randomFor('nftmarket');
  const tables: SeedTable[] = [seedTable('nftmarket', { name: 'params', indexes: ['symbol'] }, MARKET_PARAMS.map((params) => ({ ...params })))];
  for (const { symbol } of NFT_COLLECTIONS) {
    const orders = listings.filter((listing) => listing.symbol === symbol).map((listing) => sellOrder(random, listing, context.startMs));
    orders.sort((a, b) => Number(a.timestamp) - Number(b.timestamp));
    tables.push(
      seedTable('nftmarket', perSymbolSpec(symbol, 'sellBook', ['ownedBy', 'account', 'nftId', 'grouping', 'priceSymbol']), orders),
      seedTable('nftmarket', perSymbolSpec(symbol, 'openInterest', ['side', 'priceSymbol', 'grouping']), openInterest(orders)),
      seedTable('nftmarket', perSymbolSpec(symbol, 'tradesHistory', ['priceSymbol', 'timestamp']), []),
    );
  }
  return tables;
}

function sellOrder(random: Random, listing: NftListing, startMs: number): Row {
  const priceSymbol = random.chance(0.8) ? 'SWAP.HIVE' : 'BEE';
  const price = fixed(logUniform(random, 0.5, 500), PRICE_SYMBOL_PRECISION);
  const minFee = MARKET_PARAMS.find((params) => params.symbol === listing.symbol)?.minFee ?? 0;
  return {
    account: listing.seller,
    ownedBy: 'u',
    nftId: listing.nftId,
    grouping: listing.grouping,
    timestamp: startMs - random.int(1, 60 * 24 * 60) * MINUTE_MS,
    price,
    priceDec: decimal128(price),
    priceSymbol,
    fee: Math.max(random.pick(FEE_CHOICES), minFee),
  };
}

/** One row per price symbol and group with its number of open sell orders. */
function openInterest(orders: Row[]): Row[] {
  const counts = new Map<string, Row>();
  for (const order of orders) {
    const key = `${String(order.priceSymbol)}\u0000${JSON.stringify(order.grouping)}`;
    const row = counts.get(key) ?? { side: 'sell', priceSymbol: order.priceSymbol, grouping: { ...(order.grouping as object) }, count: 0 };
    row.count = Number(row.count) + 1;
    counts.set(key, row);
  }
  return [...counts.values()];
}

function perSymbolSpec(symbol: string, table: string, indexes: string[]): TableSpec {
  return { name: `${symbol}${table}`, indexes };
}
