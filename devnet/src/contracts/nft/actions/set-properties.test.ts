import { createNftTestChain, issueCard } from '../test-chain';

function chainWithProperties() {
  const t = createNftTestChain({ alice: { BEE: '101' } });
  t.runAction('alice', 'nft', 'create', { name: 'Cards', symbol: 'CARD' });
  t.runAction('alice', 'nft', 'addProperty', { symbol: 'CARD', name: 'level', type: 'number' });
  t.runAction('alice', 'nft', 'addProperty', { symbol: 'CARD', name: 'edition', type: 'string', isReadOnly: true });
  t.runAction('alice', 'nft', 'addProperty', { symbol: 'CARD', name: 'tag', type: 'string', authorizedEditingAccounts: ['bob'] });
  issueCard(t, 'bob');
  issueCard(t, 'bob');
  return t;
}

describe('nft.setProperties', () => {
  it('writes properties (numeric strings as numbers) with the posting key', () => {
    const t = chainWithProperties();
    const result = t.runAction(
      'alice', 'nft', 'setProperties',
      { symbol: 'CARD', nfts: [{ id: '1', properties: { level: '7', edition: 'first' } }, { id: '2', properties: {} }] },
      { active: false },
    );
    expect(result.logs).toEqual({});
    expect(t.rows('nft', 'CARDinstances')[0].properties).toEqual({ level: 7, edition: 'first' });
  });

  it('sets read-only properties only once', () => {
    const t = chainWithProperties();
    t.runAction('alice', 'nft', 'setProperties', { symbol: 'CARD', nfts: [{ id: '1', properties: { edition: 'first' } }] });
    const result = t.runAction('alice', 'nft', 'setProperties', { symbol: 'CARD', nfts: [{ id: '1', properties: { edition: 'second', level: 2 } }] });
    expect(result.logs).toEqual({ errors: ['cannot edit read-only properties'] });
    expect(t.rows('nft', 'CARDinstances')[0].properties).toEqual({ edition: 'first', level: 2 });
  });

  it('validates every entry before writing any', () => {
    const t = chainWithProperties();
    const result = t.runAction('alice', 'nft', 'setProperties', {
      symbol: 'CARD', nfts: [{ id: '1', properties: { level: 1 } }, { id: '2', properties: { tag: 'x' } }],
    });
    expect(result.logs).toEqual({ errors: ['not allowed to set data properties'] });
    expect(t.rows('nft', 'CARDinstances')[0].properties).toEqual({});
  });

  it.each([
    [{ symbol: 'CARD', nfts: {} }, 'invalid params'],
    [{ symbol: 'CARD', fromType: 'contract', nfts: [] }, 'invalid params'],
    [{ symbol: 'CARD', nfts: Array(51).fill({ id: '1', properties: {} }) }, 'cannot set properties on more than 50 NFT instances at once'],
    [{ symbol: 'NONE', nfts: [] }, 'symbol does not exist'],
    [{ symbol: 'CARD', nfts: [{ id: 1, properties: {} }] }, 'invalid data properties'],
    [{ symbol: 'CARD', nfts: [{ id: '1', properties: { level: true } }] }, 'data property type mismatch: expected number but got boolean for property level'],
    [{ symbol: 'CARD', nfts: [{ id: '9', properties: { level: 1 } }] }, 'nft instance does not exist'],
  ])('logs the first failing check (%#)', (payload, error) => {
    const t = chainWithProperties();
    expect(t.runAction('alice', 'nft', 'setProperties', payload).logs).toEqual({ errors: [error] });
  });
});
