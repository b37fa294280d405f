import BigNumber from 'bignumber.js';
import type { Metric } from '@tdx/contracts';
import type { PoolRow } from './pool';
import { amountsInHive, hivePriceOf, hiveToUsd, poolLiquidityHive } from './pool-prices';

const metric = (symbol: string, lastPrice: string) => ({ symbol, lastPrice }) as Metric;
const METRICS = new Map([metric('SWAP.HIVE', '1'), metric('BEE', '0.25'), metric('DEAD', '0')].map((row) => [row.symbol, row]));
const pool = (tokenPair: string, baseQuantity: string, quoteQuantity: string): PoolRow => ({
  tokenPair, baseQuantity, quoteQuantity, totalShares: '1', basePrice: '0', quotePrice: '0', baseVolume: '0', quoteVolume: '0', precision: 8, creator: 'x',
});

describe('pool prices', () => {
  it('prices a token at its last trade, SWAP.HIVE at 1, and not at all without a trade', () => {
    expect(hivePriceOf(METRICS, 'BEE')?.toFixed()).toBe('0.25');
    expect(hivePriceOf(METRICS, 'SWAP.HIVE')?.toFixed()).toBe('1');
    expect(hivePriceOf(METRICS, 'DEAD')).toBeNull();
    expect(hivePriceOf(METRICS, 'NONE')).toBeNull();
  });

  it('values a pool as base × its price + quote × its price, in HIVE', () => {
    expect(poolLiquidityHive(pool('SWAP.HIVE:BEE', '100.5', '400'), METRICS)?.toFixed()).toBe('200.5');
    expect(poolLiquidityHive(pool('BEE:NONE', '100', '1'), METRICS)).toBeNull();
  });

  it('sums amounts of several tokens, or gives up when one has no price', () => {
    expect(amountsInHive([[new BigNumber(4), 'BEE'], [new BigNumber(2), 'SWAP.HIVE']], METRICS)?.toFixed()).toBe('3');
    expect(amountsInHive([[new BigNumber(4), 'BEE'], [new BigNumber(2), 'DEAD']], METRICS)).toBeNull();
  });

  it('turns HIVE into USD once the HIVE price is known', () => {
    expect(hiveToUsd(new BigNumber(10), 0.25)?.toFixed()).toBe('2.5');
    expect(hiveToUsd(new BigNumber(10), null)).toBeNull();
    expect(hiveToUsd(null, 0.25)).toBeNull();
  });
});
