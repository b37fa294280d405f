import { createNftTestChain } from '../test-chain';

function chainWithCard(url?: string) {
  const t = createNftTestChain({ alice: { BEE: '100' } });
  t.runAction('alice', 'nft', 'create', { name: 'Cards', symbol: 'CARD', url });
  return t;
}

describe('nft update actions (posting key)', () => {
  it.each([
    ['updateName', { name: 'New Name' }, { name: 'New Name' }],
    ['updateOrgName', { orgName: 'Org' }, { orgName: 'Org' }],
    ['updateProductName', { productName: 'Prod 2' }, { productName: 'Prod 2' }],
    ['updateMetadata', { metadata: { url: 'u', icon: 'i' } }, { metadata: '{"url":"u","icon":"i"}' }],
  ])('%s updates the definition', (action, payload, expected) => {
    const t = chainWithCard();
    expect(t.runAction('alice', 'nft', action, { symbol: 'CARD', ...payload }, { active: false }).logs).toEqual({});
    expect(t.rows('nft', 'nfts')[0]).toMatchObject(expected);
  });

  it.each([
    ['updateName', { name: 'bad!' }, 'invalid name: letters, numbers, whitespaces only, max length of 50'],
    ['updateOrgName', { orgName: 'o'.repeat(51) }, 'invalid org name: letters, numbers, whitespaces only, max length of 50'],
    ['updateProductName', { productName: '<b>' }, 'invalid product name: letters, numbers, whitespaces only, max length of 50'],
    ['updateName', { name: '' }, 'invalid params'],
    ['updateMetadata', { metadata: 'text' }, 'invalid params'],
    ['updateMetadata', { metadata: { desc: 'd'.repeat(1000) } }, 'invalid metadata: max length of 1000'],
    ['updateUrl', { url: 'u'.repeat(256) }, 'invalid url: max length of 255'],
  ])('%s logs its validation error', (action, payload, error) => {
    const t = chainWithCard('https://a');
    expect(t.runAction('alice', 'nft', action, { symbol: 'CARD', ...payload }).logs).toEqual({ errors: [error] });
  });

  it('is issuer-only and silent for unknown symbols', () => {
    const t = chainWithCard();
    expect(t.runAction('bob', 'nft', 'updateName', { symbol: 'CARD', name: 'Mine' }).logs).toEqual({ errors: ['must be the issuer'] });
    expect(t.runAction('alice', 'nft', 'updateName', { symbol: 'NONE', name: 'Mine' }).logs).toEqual({});
  });

  it('updateUrl keeps the other metadata keys, and fails when there was no url', () => {
    const t = chainWithCard('https://a');
    t.runAction('alice', 'nft', 'updateMetadata', { symbol: 'CARD', metadata: { url: 'https://a', icon: 'i' } });
    t.runAction('alice', 'nft', 'updateUrl', { symbol: 'CARD', url: 'https://b' });
    expect(t.rows('nft', 'nfts')[0].metadata).toBe('{"url":"https://b","icon":"i"}');

    const withoutUrl = chainWithCard();
    expect(withoutUrl.runAction('alice', 'nft', 'updateUrl', { symbol: 'CARD', url: 'https://b' }).logs).toEqual({
      errors: ['an error occured when trying to update the url'],
    });
  });
});
