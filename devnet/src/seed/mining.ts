import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { rewardPoolId } from '../contracts/marketpools/reward-pools';
import { HOUR_MS, MINUTE_MS } from './clock';
import { ChainNumber, decimal128, seedTable } from './rows';
import type { SeedContext } from './seed-context';

interface TokenMiner {
  symbol: string;
  multiplier: number;
}

interface PoolPlan {
  minedToken: string;
  lotteryWinners: number;
  lotteryIntervalHours: number;
  lotteryAmount: string;
  tokenMiners: TokenMiner[];
  nftTokenMiner?: Record<string, unknown>;
  active: boolean;
}

const POOLS: PoolPlan[] = [
  { minedToken: 'HONEY', lotteryWinners: 10, lotteryIntervalHours: 1, lotteryAmount: '100', tokenMiners: [{ symbol: 'HONEY', multiplier: 1 }], active: true },
  { minedToken: 'GAMER', lotteryWinners: 5, lotteryIntervalHours: 24, lotteryAmount: '2500', tokenMiners: [{ symbol: 'GAMER', multiplier: 2 }, { symbol: 'HONEY', multiplier: 1 }], active: true },
  {
    minedToken: 'ARCADE', lotteryWinners: 20, lotteryIntervalHours: 6, lotteryAmount: '50000', tokenMiners: [{ symbol: 'ARCADE', multiplier: 1 }], active: false,
    nftTokenMiner: {
      symbol: 'CITY',
      typeField: 'name',
      properties: [{ op: 'ADD', name: 'power' }, { op: 'MULTIPLY', name: 'boost', burnChange: { symbol: 'ARCADE', quantity: '10' } }],
      typeMap: { 'Small House': [1, 1], Factory: [5, 1.1], Stadium: [20, 1.5] },
    },
  },
];

interface RewardPoolPlan extends Omit<PoolPlan, 'tokenMiners' | 'nftTokenMiner'> {
  tokenPair: string;
}

/** Lotteries among a pool's liquidity providers (`marketpools.createRewardPool`), one of them paused. */
const LIQUIDITY_REWARD_POOLS: RewardPoolPlan[] = [
  { tokenPair: 'BEE:HONEY', minedToken: 'HONEY', lotteryWinners: 5, lotteryIntervalHours: 24, lotteryAmount: '500', active: true },
  { tokenPair: 'SWAP.HIVE:GAMER', minedToken: 'GAMER', lotteryWinners: 3, lotteryIntervalHours: 12, lotteryAmount: '1000', active: false },
];

/**
 * Mining pools whose power is the staked (and delegated-in) miner tokens times their multipliers,
 * and the liquidity reward pools, whose power is each provider's pool shares.
 */
export function seedMining(context: SeedContext, liquidityPositions: readonly Row[]): SeedTable[] {
  const random = context.randomFor('mining');
  const pools: Row[] = [];
  const power: Row[] = [];
  const tokenPools: Row[] = [];
  const nftTokenPools: Row[] = [];
  for (const plan of POOLS) {
    const id = poolId(plan);
    const miners = minersOf(context, plan.tokenMiners);
    let totalPower = new ChainNumber(0);
    for (const [account, { balances, total }] of miners) {
      totalPower = totalPower.plus(total);
      power.push({ id, account, balances, power: decimal128(total.toFixed()) });
    }
    const { nftTokenMiner, ...fields } = plan;
    pools.push({
      ...fields,
      ...(nftTokenMiner && { nftTokenMiner }),
      nextLotteryTimestamp: context.startMs + random.int(1, plan.lotteryIntervalHours * 60) * MINUTE_MS,
      totalPower: totalPower.toFixed(),
      id,
      updating: { inProgress: false, updatePoolTimestamp: context.startMs - random.int(24, 500) * HOUR_MS, tokenIndex: 0, nftTokenIndex: 0, lastId: 0 },
    });
    tokenPools.push(...plan.tokenMiners.map(({ symbol }) => ({ symbol, id })));
    if (nftTokenMiner) nftTokenPools.push({ symbol: nftTokenMiner.symbol, id });
  }
  for (const { tokenPair, ...plan } of LIQUIDITY_REWARD_POOLS) {
    const id = rewardPoolId(plan.minedToken, tokenPair);
    const providers = liquidityPositions.filter((position) => position.tokenPair === tokenPair);
    const totalPower = providers.reduce((sum, position) => sum.plus(position.shares as string), new ChainNumber(0));
    power.push(...providers.map((position) => ({ id, account: position.account, balances: {}, power: decimal128(String(position.shares)) })));
    pools.push({
      ...plan,
      tokenMiners: [],
      externalContract: 'marketpools',
      externalMiners: tokenPair,
      nextLotteryTimestamp: context.startMs + random.int(1, plan.lotteryIntervalHours * 60) * MINUTE_MS,
      totalPower: totalPower.toFixed(),
      id,
      updating: { inProgress: false, updatePoolTimestamp: context.startMs - random.int(24, 500) * HOUR_MS, tokenIndex: 0, nftTokenIndex: 0, lastId: 0 },
    });
  }
  return [
    seedTable('mining', { name: 'pools', indexes: ['id'] }, pools),
    seedTable('mining', { name: 'miningPower', indexes: ['id', 'power'], compoundIndexes: { byPoolIdAndAccount: ['id', 'account'] } }, power),
    seedTable('mining', { name: 'tokenPools', indexes: ['symbol'] }, tokenPools),
    seedTable('mining', { name: 'nftTokenPools', indexes: ['symbol'] }, nftTokenPools),
    seedTable('mining', { name: 'params' }, [{
      poolCreationFee: '1000', poolUpdateFee: '300', maxLotteriesPerBlock: 20, maxBalancesProcessedPerBlock: 10000, processQueryLimit: 1000,
    }]),
  ];
}

/** `MINED:MINER1,MINER2[:NFT]`, with dots in symbols replaced by dashes. */
export function poolId(plan: Pick<PoolPlan, 'minedToken' | 'tokenMiners' | 'nftTokenMiner'>): string {
  const miners = plan.tokenMiners.map(({ symbol }) => symbol).join(',');
  const nft = plan.nftTokenMiner ? `:${String(plan.nftTokenMiner.symbol)}` : '';
  return `${plan.minedToken}:${miners}${nft}`.replace(/\./g, '-');
}

/** Per account: stake + delegationsIn of each miner token (keyed by miner index) and the weighted total. */
function minersOf(context: SeedContext, tokenMiners: TokenMiner[]) {
  const miners = new Map<string, { balances: Record<string, string>; total: ChainNumber }>();
  tokenMiners.forEach(({ symbol, multiplier }, index) => {
    const precision = context.token(symbol).precision;
    for (const holding of context.ledger.allHoldings()) {
      if (holding.symbol !== symbol) continue;
      const staked = holding.amounts.stake.plus(holding.amounts.delegationsIn);
      if (staked.isZero()) continue;
      const miner = miners.get(holding.account) ?? { balances: {}, total: new ChainNumber(0) };
      miner.balances[index] = staked.toFixed(precision);
      miner.total = miner.total.plus(staked.times(multiplier));
      miners.set(holding.account, miner);
    }
  });
  return miners;
}
