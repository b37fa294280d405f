import { createCard, createNftTestChain } from '../test-chain';

describe('nft.setGroupBy', () => {
  it('sets the list once', () => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    createCard(t, { type: 'number', rare: 'boolean' });
    expect(t.runAction('alice', 'nft', 'setGroupBy', { symbol: 'CARD', properties: ['rare', 'type'] }).logs).toEqual({});
    expect(t.rows('nft', 'nfts')[0].groupBy).toEqual(['rare', 'type']);
    expect(t.runAction('alice', 'nft', 'setGroupBy', { symbol: 'CARD', properties: ['type'] }).logs).toEqual({ errors: ['list is already set'] });
  });

  it.each([
    [{ symbol: 'CARD', properties: 'type' }, 'alice', 'invalid params'],
    [{ symbol: 'CARD', properties: ['type'] }, 'bob', 'must be the issuer'],
    [{ symbol: 'CARD', properties: ['type', 'rare', 'x'] }, 'alice', 'cannot set more data properties than NFT has'],
    [{ symbol: 'CARD', properties: ['type', 'type'] }, 'alice', 'list cannot contain duplicates'],
    [{ symbol: 'CARD', properties: ['type', 'color'] }, 'alice', 'data property must exist'],
  ])('logs the first failing check (%#)', (payload, sender, error) => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    createCard(t, { type: 'number', rare: 'boolean' });
    expect(t.runAction(sender, 'nft', 'setGroupBy', payload).logs).toEqual({ errors: [error] });
    expect(t.rows('nft', 'nfts')[0].groupBy).toEqual([]);
  });
});
