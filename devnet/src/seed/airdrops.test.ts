import BigNumber from 'bignumber.js';
import { expectShape, rowsOf, seedAtScaleOne } from './test-support';

const seed = seedAtScaleOne();

describe('airdrops contracts', () => {
  it('has a pending airdrop whose tokens sit in the airdrops contract', () => {
    const [airdrop] = rowsOf(seed, 'airdrops', 'pendingAirdrops');
    expectShape(airdrop, { airdropId: 'string', symbol: 'string', type: 'string', list: 'array', blockNumber: 'number' });
    const total = (airdrop.list as { quantity: string }[]).reduce((sum, entry) => sum.plus(entry.quantity), new BigNumber(0));
    const held = rowsOf(seed, 'tokens', 'contractsBalances').find((row) => row.account === 'airdrops' && row.symbol === airdrop.symbol);
    expect(new BigNumber(held?.balance as string).eq(total)).toBe(true);
  });

  it('keeps the params of airdrops, NFT airdrops and beedollar', () => {
    expect(rowsOf(seed, 'airdrops', 'params')[0]).toMatchObject({ feePerTransaction: '0.1' });
    expect(rowsOf(seed, 'nftairdrops', 'params')[0]).toMatchObject({ feePerTransaction: '0.1', enabledFromTypes: ['user'] });
    expect(rowsOf(seed, 'beedollar', 'params')).toEqual([{ minConvertibleAmount: '1', feePercentage: '0.01' }]);
  });
});
