import { createCard, createNftTestChain } from '../test-chain';

const ISSUE = { symbol: 'CARD', to: 'Bob', feeSymbol: 'BEE' };

describe('nft.issueMultiple', () => {
  it('issues each entry in order, accumulating per-entry errors', () => {
    const t = createNftTestChain({ alice: { BEE: '101' } });
    createCard(t);
    const result = t.runAction('alice', 'nft', 'issueMultiple', {
      instances: [ISSUE, { ...ISSUE, to: 'x' }, { ...ISSUE, to: 'carol' }],
    });
    expect(result.logs.errors).toEqual(['invalid to']);
    expect(t.rows('nft', 'CARDinstances').map((row) => [row._id, row.account])).toEqual([[1, 'bob'], [2, 'carol']]);
  });

  it.each([
    [Array(11).fill(ISSUE), 'cannot issue more than 10 NFT instances at once'],
    [[{ ...ISSUE, lockNfts: [] }, { ...ISSUE, lockNfts: [] }], 'cannot issue more than 1 container NFT instances at once'],
    [[{ ...ISSUE, lockNfts: [] }, ISSUE], 'cannot issue a mix of container and non-container NFT instances simultaneously'],
  ])('enforces batch limits (%#)', (instances, error) => {
    const t = createNftTestChain({ alice: { BEE: '101' } });
    createCard(t);
    expect(t.runAction('alice', 'nft', 'issueMultiple', { instances }).logs).toEqual({ errors: [error] });
  });
});
