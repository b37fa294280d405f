import { createCard, createNftTestChain, issueCard } from '../test-chain';

function chainWithCards() {
  const t = createNftTestChain({ alice: { BEE: '101' } });
  createCard(t);
  issueCard(t, 'bob');
  issueCard(t, 'bob');
  issueCard(t, 'carol');
  return t;
}

describe('nft.transfer', () => {
  it('moves held instances, echoes payload ids and skips the rest silently', () => {
    const t = chainWithCards();
    const result = t.runAction('bob', 'nft', 'transfer', { to: ' Dave ', nfts: [{ symbol: 'CARD', ids: ['1', '3', '1', '99'] }, { symbol: 'NONE', ids: ['1'] }] });
    expect(result.logs).toEqual({
      events: [{ contract: 'nft', event: 'transfer', data: { from: 'bob', fromType: 'u', to: 'dave', toType: 'u', symbol: 'CARD', id: '1' } }],
    });
    expect(t.rows('nft', 'CARDinstances')[0]).toEqual({
      _id: 1, account: 'dave', ownedBy: 'u', soulBound: false, lockedTokens: {}, properties: {}, previousAccount: 'bob', previousOwnedBy: 'u',
    });
    expect(t.rows('nft', 'CARDinstances')[2]).toMatchObject({ account: 'carol' });
  });

  it('moves to a contract with toType contract', () => {
    const t = chainWithCards();
    const result = t.runAction('bob', 'nft', 'transfer', { to: 'someContract', toType: 'contract', nfts: [{ symbol: 'CARD', ids: ['2'] }] });
    expect(result.logs.events?.[0].data).toEqual({ from: 'bob', fromType: 'u', to: 'someContract', toType: 'c', symbol: 'CARD', id: '2' });
  });

  it('skips soul-bound instances', () => {
    const t = chainWithCards();
    t.runAction('alice', 'nft', 'issue', { symbol: 'CARD', to: 'bob', feeSymbol: 'BEE', soulBound: true });
    expect(t.runAction('bob', 'nft', 'transfer', { to: 'dave', nfts: [{ symbol: 'CARD', ids: ['4'] }] }).logs).toEqual({});
  });

  it.each([
    [{ to: 'dave', nfts: 'CARD' }, 'invalid params'],
    [{ to: 'dave', fromType: 'contract', nfts: [] }, 'invalid params'],
    [{ to: 5, nfts: [] }, 'invalid params'],
    [{ to: 'dave', nfts: [{ symbol: 'card', ids: ['1'] }] }, 'invalid nft list'],
    [{ to: 'dave', nfts: [{ symbol: 'CARD', ids: [1] }] }, 'invalid nft list'],
    [{ to: 'dave', nfts: [{ symbol: 'CARD', ids: ['-1'] }] }, 'invalid nft list'],
    [{ to: 'dave', nfts: [{ symbol: 'CARD', ids: Array(30).fill('1') }, { symbol: 'CARD', ids: Array(21).fill('2') }] }, 'cannot operate on more than 50 NFT instances at once'],
    [{ to: 'da', nfts: [] }, 'invalid to'],
    [{ to: 'BOB', nfts: [] }, 'cannot transfer to self'],
    [{ to: 'null', nfts: [] }, 'cannot transfer to null; use burn action instead'],
  ])('logs the first failing check (%#)', (payload, error) => {
    const t = chainWithCards();
    expect(t.runAction('bob', 'nft', 'transfer', payload).logs).toEqual({ errors: [error] });
  });

  it('requires the active key', () => {
    const t = chainWithCards();
    expect(t.runAction('bob', 'nft', 'transfer', { to: 'dave', nfts: [] }, { active: false }).logs).toEqual({
      errors: ['you must use a custom_json signed with your active key'],
    });
  });
});
