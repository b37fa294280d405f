import { createNftTestChain } from '../test-chain';

describe('nft.updateParams', () => {
  it('starts from the reference defaults and only lets the owner change valid fees', () => {
    const t = createNftTestChain();
    const defaults = {
      _id: 1, nftCreationFee: '100', nftIssuanceFee: { BEE: '0.001', PAL: '0.001' }, dataPropertyCreationFee: '100', enableDelegationFee: '1000',
    };
    expect(t.rows('nft', 'params')).toEqual([defaults]);
    t.runAction('alice', 'nft', 'updateParams', { nftCreationFee: '1' });
    expect(t.rows('nft', 'params')).toEqual([defaults]);
    t.runAction('hive-engine', 'nft', 'updateParams', { nftCreationFee: '5', enableDelegationFee: '-1', nftIssuanceFee: { BEE: '0.01' } });
    expect(t.rows('nft', 'params')).toEqual([{ ...defaults, nftCreationFee: '5', nftIssuanceFee: { BEE: '0.01' } }]);
  });
});
