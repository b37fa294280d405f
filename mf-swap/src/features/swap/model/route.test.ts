import type { PoolRow } from '../../../shared';
import { findRoute, swappableSymbols } from './route';

const pool = (tokenPair: string, baseQuantity: string | number = '10', quoteQuantity: string | number = '10'): PoolRow => ({
  tokenPair, baseQuantity, quoteQuantity, basePrice: '1', quotePrice: '1', baseVolume: '0', quoteVolume: '0', totalShares: '1', precision: 8, creator: 'x',
});

describe('findRoute', () => {
  const pools = [pool('SWAP.HIVE:BEE'), pool('BEE:HONEY'), pool('SWAP.HIVE:GAMER'), pool('SWAP.HIVE:PIXEL', 0, 0), pool('PIXEL:GAMER', 0, 0)];

  it('takes the direct pool in either orientation', () => {
    expect(findRoute(pools, 'HONEY', 'BEE')).toEqual({ kind: 'found', hops: [{ pool: pools[1], tokenIn: 'HONEY', tokenOut: 'BEE' }] });
  });

  it('goes through SWAP.HIVE when no direct pool exists, or the direct one is empty', () => {
    const route = findRoute(pools, 'BEE', 'GAMER');
    expect(route.kind === 'found' && route.hops.map((hop) => [hop.pool.tokenPair, hop.tokenIn, hop.tokenOut])).toEqual([
      ['SWAP.HIVE:BEE', 'BEE', 'SWAP.HIVE'],
      ['SWAP.HIVE:GAMER', 'SWAP.HIVE', 'GAMER'],
    ]);
  });

  it('says whether there is no pool or only an empty one', () => {
    expect(findRoute(pools, 'HONEY', 'GAMER')).toEqual({ kind: 'no-pool' });
    expect(findRoute(pools, 'SWAP.HIVE', 'PIXEL')).toEqual({ kind: 'empty-pool' });
  });
});

describe('swappableSymbols', () => {
  it('lists the tokens of pools with liquidity once each', () => {
    expect(swappableSymbols([pool('SWAP.HIVE:BEE'), pool('BEE:HONEY'), pool('SWAP.HIVE:PIXEL', 0, 0)]).sort()).toEqual(['BEE', 'HONEY', 'SWAP.HIVE']);
  });
});
