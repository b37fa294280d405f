import type { Metric, Token } from '@tdx/contracts';
import type { PoolRow } from '../../../shared';
import { poolListRows, type PoolListSources } from './pool-list';

const pool = (tokenPair: string, fields: Partial<PoolRow> = {}): PoolRow => ({
  tokenPair, baseQuantity: '1000', quoteQuantity: '4000', basePrice: '4.00000000', quotePrice: '0.25000000', baseVolume: '500', quoteVolume: '2000', totalShares: '2000', precision: 8, creator: 'x', ...fields,
});
const metric = (symbol: string, lastPrice: string) => ({ symbol, lastPrice }) as Metric;
const METRICS = new Map([metric('SWAP.HIVE', '1'), metric('BEE', '0.25')].map((row) => [row.symbol, row]));
const TOKENS = new Map([['BEE', { symbol: 'BEE', precision: 8 } as Token]]);

function rows(overrides: Partial<PoolListSources> = {}) {
  return poolListRows({ pools: [pool('SWAP.HIVE:BEE'), pool('SWAP.HIVE:PIXEL', { baseQuantity: 0, quoteQuantity: 0, basePrice: 0, quotePrice: 0, totalShares: 0 })], tokens: TOKENS, metrics: METRICS, hivePrice: 0.5, positions: undefined, ...overrides });
}

describe('poolListRows', () => {
  it('gives each pool its tokens, reserves, both prices, liquidity and all-time volume in USD', () => {
    const [bee] = rows();
    expect([bee.base, bee.quote, bee.baseToken, bee.quoteToken?.symbol]).toEqual(['SWAP.HIVE', 'BEE', undefined, 'BEE']);
    expect([bee.baseReserve.toFixed(), bee.quoteReserve.toFixed(), bee.basePrice?.toFixed(), bee.quotePrice?.toFixed()]).toEqual(['1000', '4000', '4', '0.25']);
    // (1000 × 1 + 4000 × 0.25) HIVE × $0.5
    expect(bee.liquidityUsd?.toFixed()).toBe('1000');
    // 500 SWAP.HIVE traded × 1 × $0.5
    expect(bee.volumeUsd?.toFixed()).toBe('250');
    expect(bee.share).toBeNull();
  });

  it('has no price for an empty pool and no value without the token’s price or the HIVE price', () => {
    const [, pixel] = rows();
    expect([pixel.basePrice, pixel.quotePrice, pixel.liquidityUsd]).toEqual([null, null, null]);
    const [bee] = rows({ hivePrice: null });
    expect([bee.liquidityUsd, bee.volumeUsd]).toEqual([null, null]);
    expect(rows({ metrics: undefined })[0].liquidityUsd).toBeNull();
  });

  it('gives a signed-in user their share of each pool, 0 where they have none', () => {
    const [bee, pixel] = rows({ positions: new Map([['SWAP.HIVE:BEE', { account: 'bob', tokenPair: 'SWAP.HIVE:BEE', shares: '500' }]]) });
    expect(bee.share?.toFixed()).toBe('25');
    expect(pixel.share?.toFixed()).toBe('0');
  });
});
