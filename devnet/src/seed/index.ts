import type { BuildSeed, SeedData } from '../chain/seed-api';
import { seededHistoryState } from '../services/history/seeded-history';
import { seededTradeLogState } from '../services/market-trades/trade-log';
import { seedAirdrops } from './airdrops';
import { seedBeeDollar } from './beedollar';
import { seedClaimDrops } from './claimdrops';
import { seedComments } from './comments';
import { seedDistribution } from './distribution';
import { seedHiveBalances } from './hive-balances';
import { seedHivePegged } from './hivepegged';
import { seedMarketBooks } from './market-books';
import { seedMarketTrades } from './market-trades';
import { seedMarketPools } from './marketpools';
import { seedMining } from './mining';
import { seedNfts } from './nft';
import { seedNftMarket } from './nftmarket';
import { seedPackManager } from './packmanager';
import { seedPoolHistory } from './pool-history';
import { SeedContext } from './seed-context';
import { seedTokenHoldings } from './token-holdings';
import { seedTokenTables } from './token-tables';
import { seedTokenFunds } from './tokenfunds';
import { seedWitnesses } from './witnesses';
import { seedWhale } from './whale';

export { NFT_PROJECT_ACCOUNTS } from './accounts';
export { HOSTILE_SAMPLES } from './hostile';
export { HOSTILE_NFT_SYMBOLS, NFT_COLLECTIONS, PACK_NFT_SYMBOL } from './nft-collections';
export { DEPRECATED_TOKENS, DISABLED_TOKENS, HOSTILE_TOKEN_SYMBOLS } from './special-tokens';
export { WHALE_ACCOUNT } from './whale';

/** The devnet's deterministic seed: same options → identical data. */
export const buildSeed: BuildSeed = (options): SeedData => {
  const { scale, startMs } = options;
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`seed scale must be a positive integer, got ${scale}`);
  if (!Number.isSafeInteger(startMs) || startMs < 0) throw new Error(`seed start must be a time in ms, got ${startMs}`);
  const context = new SeedContext(options);
  const holdings = seedTokenHoldings(context);
  seedWhale(context);
  const books = seedMarketBooks(context);
  const trades = seedMarketTrades(context, books.bestPrices);
  const pools = seedMarketPools(context);
  const nfts = seedNfts(context);
  const nftMarket = seedNftMarket(context, nfts.listings);
  const otherContracts = [
    ...seedHivePegged(context),
    ...seedWitnesses(context),
    ...seedTokenFunds(context),
    ...seedMining(context, pools.positions),
    ...seedPackManager(context),
    ...seedClaimDrops(context),
    ...seedDistribution(context),
    ...seedComments(context),
    ...seedAirdrops(context),
    ...seedBeeDollar(),
  ];
  // Last: supplies and contract balances are derived from everything placed above.
  const tokenTables = seedTokenTables(context.tokens, context.ledger);
  return {
    clockStartMs: startMs,
    tables: [...tokenTables, ...holdings, ...books.tables, ...trades.tables, ...pools.tables, ...nfts.tables, ...nftMarket, ...otherContracts],
    hiveBalances: seedHiveBalances(context),
    serviceState: { ...seededTradeLogState(trades.prunedTrades), ...seededHistoryState(seedPoolHistory(context, pools.pools, pools.positions)) },
  };
};
