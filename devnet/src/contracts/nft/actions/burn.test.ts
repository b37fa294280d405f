import { balanceAmount } from '../../tokens/test-fixtures';
import { createCard, createNftTestChain, issueCard } from '../test-chain';

describe('nft.burn', () => {
  it('burns held instances, returns locked tokens and lowers circulating supply', () => {
    const t = createNftTestChain({ alice: { BEE: '101', TKN: '10' } });
    createCard(t);
    t.runAction('alice', 'nft', 'issue', { symbol: 'CARD', to: 'bob', feeSymbol: 'BEE', lockTokens: { TKN: '4' } });
    issueCard(t, 'carol');
    const result = t.runAction('bob', 'nft', 'burn', { nfts: [{ symbol: 'CARD', ids: ['1', '2'] }] });
    expect(result.logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transferFromContract', data: { from: 'nft', to: 'bob', symbol: 'TKN', quantity: '4.000' } },
        {
          contract: 'nft',
          event: 'burn',
          data: { account: 'bob', ownedBy: 'u', unlockedTokens: { TKN: '4' }, unlockedNfts: [], symbol: 'CARD', id: '1' },
        },
      ],
    });
    expect(balanceAmount(t, 'bob', 'TKN')).toBe('4.000');
    expect(t.rows('nft', 'CARDinstances')[0]).toMatchObject({
      account: 'null', ownedBy: 'u', previousAccount: 'bob', previousOwnedBy: 'u', lockedTokens: {},
    });
    expect(t.rows('nft', 'nfts')[0]).toMatchObject({ supply: 2, circulatingSupply: 1 });
  });

  it('releases the NFTs locked in a container to its owner', () => {
    const t = createNftTestChain({ alice: { BEE: '101' } });
    createCard(t);
    issueCard(t, 'alice');
    t.runAction('alice', 'nft', 'issue', { symbol: 'CARD', to: 'bob', feeSymbol: 'BEE', lockNfts: [{ symbol: 'CARD', ids: ['1'] }] });
    const result = t.runAction('bob', 'nft', 'burn', { nfts: [{ symbol: 'CARD', ids: ['2'] }] });
    expect(result.logs.events?.map((e) => e.data)).toEqual([
      { from: 'nft', fromType: 'c', to: 'bob', toType: 'u', symbol: 'CARD', id: '1' },
      { account: 'bob', ownedBy: 'u', unlockedTokens: {}, unlockedNfts: [{ symbol: 'CARD', ids: ['1'] }], symbol: 'CARD', id: '2' },
    ]);
    expect(t.rows('nft', 'CARDinstances')[1]).toMatchObject({ account: 'null', lockedNfts: [] });
  });

  it('burns only the first container and nothing mixed with it', () => {
    const t = createNftTestChain({ alice: { BEE: '101' } });
    createCard(t);
    issueCard(t, 'alice');
    issueCard(t, 'alice');
    t.runAction('alice', 'nft', 'issue', { symbol: 'CARD', to: 'bob', feeSymbol: 'BEE', lockNfts: [{ symbol: 'CARD', ids: ['1'] }] });
    t.runAction('alice', 'nft', 'issue', { symbol: 'CARD', to: 'bob', feeSymbol: 'BEE', lockNfts: [{ symbol: 'CARD', ids: ['2'] }] });
    issueCard(t, 'bob');
    const result = t.runAction('bob', 'nft', 'burn', { nfts: [{ symbol: 'CARD', ids: ['3', '4', '5'] }] });
    expect(result.logs.events?.filter((e) => e.event === 'burn').map((e) => e.data.id)).toEqual(['3']);
  });

  it('skips delegated and foreign instances silently', () => {
    const t = createNftTestChain({ alice: { BEE: '1101' } });
    createCard(t);
    t.runAction('alice', 'nft', 'enableDelegation', { symbol: 'CARD', undelegationCooldown: 1 });
    issueCard(t, 'bob');
    issueCard(t, 'carol');
    t.runAction('bob', 'nft', 'delegate', { to: 'dave', nfts: [{ symbol: 'CARD', ids: ['1'] }] });
    expect(t.runAction('bob', 'nft', 'burn', { nfts: [{ symbol: 'CARD', ids: ['1', '2'] }] }).logs).toEqual({});
  });

  it('validates like transfer', () => {
    const t = createNftTestChain();
    expect(t.runAction('bob', 'nft', 'burn', { nfts: {} }).logs).toEqual({ errors: ['invalid params'] });
    expect(t.runAction('bob', 'nft', 'burn', { nfts: [{ symbol: 'CARD', ids: [''] }] }).logs).toEqual({ errors: ['invalid nft list'] });
    expect(t.runAction('bob', 'nft', 'burn', { nfts: [] }, { active: false }).logs).toEqual({
      errors: ['you must use a custom_json signed with your active key'],
    });
  });
});
