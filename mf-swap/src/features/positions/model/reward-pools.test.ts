import { rewardPoolId, rewardPoolsOf, type RewardPool } from './reward-pools';

const pool = (id: string, minedToken: string): RewardPool => ({ id, minedToken, lotteryWinners: 5, lotteryIntervalHours: 24, lotteryAmount: '100', active: true });

describe('reward pools of a pair', () => {
  it('names a pair’s pool after the mined token and the pair without its colon', () => {
    expect(rewardPoolId('HONEY', 'BEE:HONEY')).toBe('HONEY:EXT-BEEHONEY');
    expect(rewardPoolId('GAMER', 'SWAP.HIVE:GAMER')).toBe('GAMER:EXT-SWAP.HIVEGAMER');
  });

  it('finds every mined token’s pool of the pair, and nothing of other pairs or of token mining', () => {
    const pools = [pool('HONEY:EXT-BEEHONEY', 'HONEY'), pool('BEE:EXT-BEEHONEY', 'BEE'), pool('HONEY:EXT-SWAP.HIVEHONEY', 'HONEY'), pool('HONEY:HONEY', 'HONEY')];
    expect(rewardPoolsOf('BEE:HONEY', pools).map((one) => one.id)).toEqual(['HONEY:EXT-BEEHONEY', 'BEE:EXT-BEEHONEY']);
    expect(rewardPoolsOf('SWAP.HIVE:BEE', pools)).toEqual([]);
  });
});
