import BigNumber from 'bignumber.js';
import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { DEV_ACCOUNTS, SYSTEM_ACCOUNT } from '../accounts';
import { newPoolRow } from '../contracts/marketpools/rows';
import { HOUR_MS } from './clock';
import type { Random } from './random';
import { ChainNumber, fixed, logUniform, seedTable } from './rows';
import type { SeedContext } from './seed-context';
import type { TokenDefinition } from './token-definition';

/** Named pools; community pools are added until there are POOLS_PER_SCALE × scale. */
const NAMED_PAIRS: [base: string, quote: string, creator: string][] = [
  ['SWAP.HIVE', 'BEE', SYSTEM_ACCOUNT.hiveEngine],
  ['SWAP.HIVE', 'SWAP.HBD', SYSTEM_ACCOUNT.hiveEngine],
  ['SWAP.HIVE', 'BEED', SYSTEM_ACCOUNT.hiveEngine],
  ['BEE', 'BEED', SYSTEM_ACCOUNT.hiveEngine],
  ['SWAP.HIVE', 'SWAP.BTC', SYSTEM_ACCOUNT.hiveEngine],
  ['SWAP.HIVE', 'SWAP.ETH', SYSTEM_ACCOUNT.hiveEngine],
  ['SWAP.HBD', 'SWAP.USDT', SYSTEM_ACCOUNT.hiveEngine],
  ['SWAP.USDT', 'SWAP.USDC', SYSTEM_ACCOUNT.hiveEngine],
  ['SWAP.HIVE', 'WORKERBEE', SYSTEM_ACCOUNT.hiveEngine],
  ['SWAP.HIVE', 'HONEY', 'alice'],
  ['BEE', 'HONEY', 'alice'],
  ['SWAP.HIVE', 'GAMER', 'bob'],
  ['SWAP.HIVE', 'ARCADE', 'carol'],
  ['SWAP.HIVE', 'SWAP.DOGE', SYSTEM_ACCOUNT.hiveEngine],
  ['SWAP.HIVE', 'SWAP.LTC', SYSTEM_ACCOUNT.hiveEngine],
];
/** Created but never funded: the contract keeps NUMBER 0 fields until the first addLiquidity. */
const EMPTY_PAIR: [string, string, string] = ['SWAP.HIVE', 'PIXEL', 'dave'];
export const POOLS_PER_SCALE = 32;
/** Dev accounts provide liquidity to these pools (besides pools they created). */
const DEV_LIQUIDITY_PAIRS = ['SWAP.HIVE:BEE', 'SWAP.HIVE:SWAP.HBD', 'BEE:HONEY'];

export interface SeededMarketPools {
  tables: SeedTable[];
  /** Every funded pool's row, for what other areas seed around the pools (reward pools, history). */
  pools: Row[];
  positions: Row[];
}

/**
 * Constant-product pools with reserves at the tokens' relative prices, and their LP positions; the
 * pool count grows with the scale (past 1,000 from scale 32: a client must page the table).
 */
export function seedMarketPools(context: SeedContext): SeededMarketPools {
  const random = context.randomFor('marketpools');
  const pools: Row[] = [];
  const positions: Row[] = [];
  for (const [base, quote, creator] of poolPairs(context, random)) {
    const pool = fundedPool(context, random, context.token(base), context.token(quote), creator);
    pools.push(pool.row);
    positions.push(...liquidityPositions(random, context, pool.tokenPair, pool.totalShares, creator));
  }
  const funded = [...pools];
  pools.push(emptyPool(context, EMPTY_PAIR));
  return {
    tables: [
      seedTable('marketpools', { name: 'pools', indexes: ['tokenPair'] }, pools),
      seedTable('marketpools', { name: 'liquidityPositions', indexes: ['account', 'tokenPair'] }, positions),
    ],
    pools: funded,
    positions,
  };
}

function poolPairs(context: SeedContext, random: Random): [string, string, string][] {
  const named = new Set(NAMED_PAIRS.flatMap(([base, quote]) => [base, quote]));
  named.add(EMPTY_PAIR[1]);
  const candidates = context.tokens.filter((token) => token.market !== 'unlisted' && !named.has(token.symbol));
  const community = random
    .sample(candidates, POOLS_PER_SCALE * context.scale - NAMED_PAIRS.length)
    .map((token): [string, string, string] => ['SWAP.HIVE', token.symbol, token.issuer]);
  return [...NAMED_PAIRS, ...community];
}

function fundedPool(context: SeedContext, random: Random, base: TokenDefinition, quote: TokenDefinition, creator: string) {
  const tokenPair = `${base.symbol}:${quote.symbol}`;
  const liquidityHive = base.symbol === 'SWAP.HIVE' && quote.symbol === 'BEE'
    ? new ChainNumber(400_000)
    : ChainNumber.min(logUniform(random, 500, 150_000).toFixed(8), valueOfUnits(base), valueOfUnits(quote));
  const baseQuantity = reserve(liquidityHive, base);
  const quoteQuantity = reserve(liquidityHive, quote);
  const precision = Math.max(base.precision, quote.precision);
  const totalShares = baseQuantity.times(quoteQuantity).sqrt();
  context.ledger.addToContract('marketpools', base.symbol, baseQuantity);
  context.ledger.addToContract('marketpools', quote.symbol, quoteQuantity);
  const turnover = random.float(0.5, 40);
  const row: Row = {
    tokenPair,
    baseQuantity: fixed(baseQuantity, precision, BigNumber.ROUND_HALF_UP),
    baseVolume: fixed(baseQuantity.times(turnover), precision),
    basePrice: fixed(quoteQuantity.div(baseQuantity), precision),
    quoteQuantity: fixed(quoteQuantity, precision, BigNumber.ROUND_HALF_UP),
    quoteVolume: fixed(quoteQuantity.times(turnover), precision),
    quotePrice: fixed(baseQuantity.div(quoteQuantity), precision),
    totalShares: totalShares.toFixed(),
    precision,
    creator,
  };
  return { row, tokenPair, totalShares };
}

/** A pool never holds more than a couple of hundred typical holdings of a token. */
function valueOfUnits(token: TokenDefinition): ChainNumber {
  return token.priceHive.times(token.unit * 200);
}

/** Half the pool's value in this token, at the token's precision. */
function reserve(liquidityHive: ChainNumber, token: TokenDefinition): ChainNumber {
  return liquidityHive.div(2).div(token.priceHive).decimalPlaces(token.precision, BigNumber.ROUND_DOWN);
}

function emptyPool(context: SeedContext, [base, quote, creator]: [string, string, string]): Row {
  const precision = Math.max(context.token(base).precision, context.token(quote).precision);
  return newPoolRow(`${base}:${quote}`, precision, creator);
}

/** The creator, a few users and (in some pools) the dev accounts share exactly `totalShares`. */
function liquidityPositions(random: Random, context: SeedContext, tokenPair: string, totalShares: ChainNumber, creator: string): Row[] {
  const providers = new Set([creator === SYSTEM_ACCOUNT.hiveEngine ? random.pick(context.users) : creator]);
  for (const user of random.sample(context.users, random.int(1, 8))) providers.add(user);
  if (DEV_LIQUIDITY_PAIRS.includes(tokenPair)) for (const account of DEV_ACCOUNTS) providers.add(account);
  const accounts = [...providers];
  const weights = accounts.map(() => random.float(0.05, 1));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  let remaining = totalShares;
  return accounts.map((account, index) => {
    const isLast = index === accounts.length - 1;
    const shares = isLast ? remaining : totalShares.times(weights[index] / weightSum).decimalPlaces(12, BigNumber.ROUND_DOWN);
    remaining = remaining.minus(shares);
    return {
      account,
      tokenPair,
      shares: shares.toFixed(),
      timeFactor: context.startMs - random.int(1, 2000) * HOUR_MS,
    };
  });
}
