import { REGISTER_PACK, chainWithPack } from '../test-chain';

const UPDATE = { packSymbol: 'PACK', nftSymbol: 'CARD' };

describe('packmanager.updatePack', () => {
  it('changes the given settings, reports old and new values, and stops once finalized', () => {
    const t = chainWithPack();
    const result = t.runAction('alice', 'packmanager', 'updatePack', { ...UPDATE, cardsPerPack: 5, foilChance: [1, 2], isFinalized: true });
    expect(result.logs.events).toEqual([
      {
        contract: 'packmanager',
        event: 'updatePack',
        data: {
          symbol: 'PACK', nft: 'CARD', oldCardsPerPack: 3, newCardsPerPack: 5,
          oldFoilChance: REGISTER_PACK.foilChance, newFoilChance: [1, 2], isFinalized: true,
        },
      },
    ]);
    expect(t.rows('packmanager', 'packs')[0]).toMatchObject({ cardsPerPack: 5, foilChance: [1, 2], isFinalized: true });
    expect(t.runAction('alice', 'packmanager', 'updatePack', { ...UPDATE, numRolls: 2 }).logs).toEqual({ errors: ['pack settings already finalized'] });
  });

  it.each([
    ['alice', { ...UPDATE, rarityChance: [3, 2] }, 'invalid params'],
    ['alice', { ...UPDATE, isFinalized: false }, 'invalid params'],
    ['alice', { ...UPDATE, packSymbol: 'BEE', numRolls: 2 }, 'pack not registered for this NFT'],
    ['bob', { ...UPDATE, numRolls: 2 }, 'not authorized to update settings'],
    ['alice', { ...UPDATE, edition: 1 }, 'edition not registered'],
  ])('%s is refused %j', (sender, payload, error) => {
    const t = chainWithPack();
    expect(t.runAction(sender, 'packmanager', 'updatePack', payload).logs).toEqual({ errors: [error] });
  });

  it('does nothing without a field to change', () => {
    const t = chainWithPack();
    expect(t.runAction('alice', 'packmanager', 'updatePack', UPDATE).logs).toEqual({});
  });
});
