import BigNumber from 'bignumber.js';
import { poolId } from './mining';
import { expectShape, rowsOf, seedAtScaleOne } from './test-support';

const seed = seedAtScaleOne();
const pools = rowsOf(seed, 'mining', 'pools');
const power = rowsOf(seed, 'mining', 'miningPower');

describe('mining contract', () => {
  it('builds pool ids from the mined token, the miners and the NFT', () => {
    expect(poolId({ minedToken: 'TKN', tokenMiners: [{ symbol: 'TKN', multiplier: 1 }, { symbol: 'SWAP.HIVE', multiplier: 2 }] })).toBe('TKN:TKN,SWAP-HIVE');
    expect(poolId({ minedToken: 'TKN', tokenMiners: [{ symbol: 'TKN', multiplier: 1 }], nftTokenMiner: { symbol: 'CITY' } })).toBe('TKN:TKN:CITY');
  });

  it('has pools with the real shape whose total power is the sum of their miners\' power', () => {
    for (const pool of pools) {
      expectShape(
        pool,
        {
          minedToken: 'string', lotteryWinners: 'number', lotteryIntervalHours: 'number', lotteryAmount: 'string', tokenMiners: 'array',
          active: 'boolean', nextLotteryTimestamp: 'number', totalPower: 'string', id: 'string', updating: 'object',
        },
        { nftTokenMiner: 'object', externalContract: 'string', externalMiners: 'string' },
      );
      const total = power.filter((row) => row.id === pool.id).reduce((sum, row) => sum.plus((row.power as { $numberDecimal: string }).$numberDecimal), new BigNumber(0));
      expect(new BigNumber(pool.totalPower as string).eq(total)).toBe(true);
      expect(total.gt(0)).toBe(true);
    }
    for (const row of power) expectShape(row, { id: 'string', account: 'string', balances: 'object', power: 'decimal128' });
  });

  it('rewards the providers of two liquidity pools, by their pool shares', () => {
    const positions = rowsOf(seed, 'marketpools', 'liquidityPositions');
    for (const [id, tokenPair] of [['HONEY:EXT-BEEHONEY', 'BEE:HONEY'], ['GAMER:EXT-SWAP.HIVEGAMER', 'SWAP.HIVE:GAMER']]) {
      const pool = pools.find((candidate) => candidate.id === id);
      expect(pool).toMatchObject({ externalContract: 'marketpools', externalMiners: tokenPair, tokenMiners: [] });
      const providers = positions.filter((position) => position.tokenPair === tokenPair).map((position) => [position.account, position.shares]);
      expect(power.filter((row) => row.id === id).map((row) => [row.account, (row.power as { $numberDecimal: string }).$numberDecimal])).toEqual(providers);
    }
  });

  it('indexes which pools use each staked token and NFT', () => {
    const tokenPools = rowsOf(seed, 'mining', 'tokenPools');
    for (const pool of pools) {
      for (const { symbol } of pool.tokenMiners as { symbol: string }[]) expect(tokenPools).toContainEqual({ symbol, id: pool.id });
    }
    expect(rowsOf(seed, 'mining', 'nftTokenPools')).toContainEqual({ symbol: 'CITY', id: 'ARCADE:ARCADE:CITY' });
  });
});
