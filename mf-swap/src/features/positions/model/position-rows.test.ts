import type { Metric, Token } from '@tdx/contracts';
import type { PoolRow } from '../../../shared';
import { positionRows, type PositionSources } from './position-rows';
import type { RewardPool } from './reward-pools';

const pool = (tokenPair: string, baseQuantity: string, quoteQuantity: string, totalShares: string): PoolRow => ({
  tokenPair, baseQuantity, quoteQuantity, totalShares, basePrice: '0', quotePrice: '0', baseVolume: '0', quoteVolume: '0', precision: 8, creator: 'x',
});
const token = (symbol: string, precision: number) => ({ symbol, precision }) as Token;
const TOKENS = new Map([token('SWAP.HIVE', 8), token('BEE', 8), token('HONEY', 3)].map((row) => [row.symbol, row]));
const METRICS = new Map([{ symbol: 'SWAP.HIVE', lastPrice: '1' }, { symbol: 'BEE', lastPrice: '0.25' }].map((row) => [row.symbol, row as Metric]));
const HONEY_REWARDS: RewardPool = { id: 'HONEY:EXT-BEEHONEY', minedToken: 'HONEY', lotteryWinners: 10, lotteryIntervalHours: 1, lotteryAmount: '100', active: true };

function rows(overrides: Partial<PositionSources> = {}) {
  return positionRows({
    positions: new Map([
      ['SWAP.HIVE:BEE', { account: 'bob', tokenPair: 'SWAP.HIVE:BEE', shares: '100' }],
      ['BEE:HONEY', { account: 'bob', tokenPair: 'BEE:HONEY', shares: '1e-8' }],
    ]),
    pools: [pool('SWAP.HIVE:BEE', '1000', '4000', '2000'), pool('BEE:HONEY', '300', '3', '30')],
    tokens: TOKENS,
    metrics: METRICS,
    hivePrice: 0.5,
    rewardPools: [HONEY_REWARDS],
    ...overrides,
  });
}

describe('positionRows', () => {
  it('lists the positions by pair with shares, share of pool, what they withdraw now and its USD value', () => {
    const [honey, bee] = rows();
    expect([honey.tokenPair, bee.tokenPair]).toEqual(['BEE:HONEY', 'SWAP.HIVE:BEE']);
    expect([bee.shares.toFixed(), bee.sharePercent?.toFixed()]).toEqual(['100', '5']);
    expect([bee.withdrawable?.base.toFixed(), bee.withdrawable?.quote.toFixed()]).toEqual(['50', '200']);
    // (50 × 1 + 200 × 0.25) HIVE × $0.5
    expect(bee.usd?.toFixed()).toBe('50');
  });

  it('rounds tiny positions down to each token’s precision and cannot value a token without a price', () => {
    const [honey] = rows();
    expect([honey.withdrawable?.base.toFixed(), honey.withdrawable?.quote.toFixed()]).toEqual(['0.0000001', '0']);
    expect(honey.usd).toBeNull();
  });

  it('attaches the pair’s reward pools', () => {
    const [honey, bee] = rows();
    expect(honey.rewardPools).toEqual([HONEY_REWARDS]);
    expect(bee.rewardPools).toEqual([]);
  });

  it('shows the shares of a pool it cannot read, without figures', () => {
    const [honey] = rows({ pools: [] });
    expect([honey.sharePercent, honey.withdrawable, honey.usd]).toEqual([null, null, null]);
  });
});
