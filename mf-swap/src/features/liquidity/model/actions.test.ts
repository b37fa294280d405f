import BigNumber from 'bignumber.js';
import { addLiquidityAction, createPoolAction, removeLiquidityAction } from './actions';

describe('liquidity actions', () => {
  it('adds liquidity with each quantity at its token’s precision and both limits', () => {
    expect(
      addLiquidityAction({
        tokenPair: 'SWAP.HIVE:GAMER',
        amounts: { base: new BigNumber('12.5'), quote: new BigNumber('50') },
        precisions: { base: 8, quote: 3 },
        maxPriceImpact: ' 1.5 ',
        maxDeviation: '0',
      }),
    ).toEqual({
      contractName: 'marketpools',
      contractAction: 'addLiquidity',
      contractPayload: { tokenPair: 'SWAP.HIVE:GAMER', baseQuantity: '12.50000000', quoteQuantity: '50.000', maxPriceImpact: '1.5', maxDeviation: '0' },
    });
  });

  it('removes a percentage of the position', () => {
    expect(removeLiquidityAction('SWAP.HIVE:BEE', '33.3')).toEqual({
      contractName: 'marketpools',
      contractAction: 'removeLiquidity',
      contractPayload: { tokenPair: 'SWAP.HIVE:BEE', sharesOut: '33.3' },
    });
  });

  it('creates a pool in the orientation given', () => {
    expect(createPoolAction('BEE:PIXEL')).toEqual({ contractName: 'marketpools', contractAction: 'createPool', contractPayload: { tokenPair: 'BEE:PIXEL' } });
  });
});
