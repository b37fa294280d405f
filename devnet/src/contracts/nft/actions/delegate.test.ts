import { chainWithDelegation, createCard, createNftTestChain, issueCard } from '../test-chain';

describe('nft.delegate', () => {
  it('delegates held instances and blocks their transfer', () => {
    const t = chainWithDelegation();
    const result = t.runAction('bob', 'nft', 'delegate', { to: 'Carol', nfts: [{ symbol: 'CARD', ids: ['1', '1'] }] });
    expect(result.logs).toEqual({
      events: [{ contract: 'nft', event: 'delegate', data: { from: 'bob', fromType: 'u', to: 'carol', toType: 'u', symbol: 'CARD', id: '1' } }],
    });
    expect(t.rows('nft', 'CARDinstances')[0]).toMatchObject({ account: 'bob', delegatedTo: { account: 'carol', ownedBy: 'u' } });
    expect(t.runAction('bob', 'nft', 'transfer', { to: 'dave', nfts: [{ symbol: 'CARD', ids: ['1'] }] }).logs).toEqual({});
  });

  it('needs delegation enabled per symbol and a valid recipient', () => {
    const t = createNftTestChain({ alice: { BEE: '101' } });
    createCard(t);
    issueCard(t, 'bob');
    expect(t.runAction('bob', 'nft', 'delegate', { to: 'carol', nfts: [{ symbol: 'CARD', ids: ['1'] }] }).logs).toEqual({
      errors: ['delegation not enabled for CARD'],
    });
    expect(t.runAction('bob', 'nft', 'delegate', { to: 'bob', nfts: [] }).logs).toEqual({ errors: ['cannot delegate to self'] });
    expect(t.runAction('bob', 'nft', 'delegate', { to: 'null', nfts: [] }).logs).toEqual({ errors: ['cannot delegate to null'] });
    expect(t.runAction('bob', 'nft', 'delegate', { to: 'x'.repeat(17), nfts: [] }).logs).toEqual({ errors: ['invalid to'] });
  });
});
