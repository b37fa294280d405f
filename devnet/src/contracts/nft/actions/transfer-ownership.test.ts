import { createNftTestChain } from '../test-chain';

describe('nft.transferOwnership', () => {
  it('changes the issuer and emits the event', () => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    t.runAction('alice', 'nft', 'create', { name: 'Cards', symbol: 'CARD' });
    expect(t.runAction('alice', 'nft', 'transferOwnership', { symbol: 'CARD', to: ' Bob ' }).logs).toEqual({
      events: [{ contract: 'nft', event: 'transferOwnership', data: { from: 'alice', to: 'bob', symbol: 'CARD' } }],
    });
    expect(t.rows('nft', 'nfts')[0]).toMatchObject({ issuer: 'bob', authorizedIssuingAccounts: ['alice'] });
    expect(t.runAction('alice', 'nft', 'transferOwnership', { symbol: 'CARD', to: 'carol' }).logs).toEqual({ errors: ['must be the issuer'] });
    expect(t.runAction('bob', 'nft', 'transferOwnership', { symbol: 'CARD', to: 'cc' }).logs).toEqual({ errors: ['invalid to'] });
    expect(t.runAction('bob', 'nft', 'transferOwnership', { symbol: 'CARD' }).logs).toEqual({ errors: ['invalid params'] });
  });
});
