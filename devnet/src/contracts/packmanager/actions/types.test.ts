import { balanceAmount } from '../../tokens/test-fixtures';
import { chainWithPack } from '../test-chain';

const TYPE = { nftSymbol: 'CARD', edition: 0, category: 0, rarity: 2, team: 0, name: 'Golden Knight' };

describe('packmanager types', () => {
  it('addType burns the type fee and numbers types per edition', () => {
    const t = chainWithPack();
    const before = balanceAmount(t, 'alice', 'BEE');
    const result = t.runAction('alice', 'packmanager', 'addType', TYPE);
    expect(result.logs.events?.at(-1)).toEqual({ contract: 'packmanager', event: 'addType', data: { nft: 'CARD', edition: 0, typeId: 2, rowId: 3 } });
    expect(Number(balanceAmount(t, 'alice', 'BEE'))).toBe(Number(before) - 1);
    expect(t.rows('packmanager', 'types').map((type) => type.name)).toEqual(['Squire', 'Dragon', 'Golden Knight']);
    expect(t.rows('packmanager', 'managedNfts')[0].editionMapping).toMatchObject({ 0: { nextTypeId: 3 } });
  });

  it.each([
    ['alice', { ...TYPE, name: 'x'.repeat(101) }, 'invalid type name: letters, numbers, whitespaces only, max length of 100'],
    ['alice', { ...TYPE, rarity: -1 }, 'invalid params'],
    ['alice', { ...TYPE, nftSymbol: 'NOPE' }, 'NFT symbol must exist'],
    ['bob', TYPE, 'not authorized to add a type'],
    ['alice', { ...TYPE, edition: 4 }, 'edition not registered'],
  ])('addType by %s refuses %j', (sender, payload, error) => {
    const t = chainWithPack();
    expect(t.runAction(sender, 'packmanager', 'addType', payload).logs).toEqual({ errors: [error] });
  });

  it('addType needs the type fee', () => {
    const t = chainWithPack({ alice: { BEE: '1112' } });
    expect(balanceAmount(t, 'alice', 'BEE')).toBe('0.00000000');
    expect(t.runAction('alice', 'packmanager', 'addType', TYPE).logs).toEqual({ errors: ['you must have enough tokens to cover the type add fee'] });
  });

  it('updateType changes fields unless the edition made them read-only', () => {
    const t = chainWithPack();
    const result = t.runAction('alice', 'packmanager', 'updateType', { nftSymbol: 'CARD', edition: 0, typeId: 0, name: 'Page', team: 0 });
    expect(result.logs.events).toEqual([
      { contract: 'packmanager', event: 'updateType', data: { nft: 'CARD', edition: 0, typeId: 0, oldName: 'Squire', newName: 'Page', oldTeam: 0, newTeam: 0 } },
    ]);
    t.runAction('alice', 'packmanager', 'updateEdition', { nftSymbol: 'CARD', edition: 0, nameRO: true });
    expect(t.runAction('alice', 'packmanager', 'updateType', { nftSymbol: 'CARD', edition: 0, typeId: 0, name: 'Knave' }).logs).toEqual({
      errors: ['cannot edit read-only properties'],
    });
    expect(t.runAction('alice', 'packmanager', 'updateType', { nftSymbol: 'CARD', edition: 0, typeId: 9, rarity: 1 }).logs).toEqual({
      errors: ['type does not exist'],
    });
    expect(t.runAction('bob', 'packmanager', 'updateType', { nftSymbol: 'CARD', edition: 0, typeId: 0, rarity: 1 }).logs).toEqual({
      errors: ['not authorized to update types'],
    });
  });

  it('deleteType removes a type only while no instance circulates', () => {
    const t = chainWithPack({ alice: { BEE: '5000', PACK: '2' } });
    const payload = { nftSymbol: 'CARD', edition: 0, typeId: 1 };
    expect(t.runAction('bob', 'packmanager', 'deleteType', payload).logs).toEqual({ errors: ['not authorized to delete types'] });
    expect(t.runAction('alice', 'packmanager', 'deleteType', payload).logs.events).toEqual([
      { contract: 'packmanager', event: 'deleteType', data: { nft: 'CARD', edition: 0, typeId: 1 } },
    ]);
    t.runAction('alice', 'packmanager', 'open', { packSymbol: 'PACK', nftSymbol: 'CARD', packs: 1 });
    expect(t.runAction('alice', 'packmanager', 'deleteType', { ...payload, typeId: 0 }).logs).toEqual({
      errors: ['NFT instances must not be in circulation'],
    });
  });

  it('setTraitName inserts a name, renames it, and ignores the same name', () => {
    const t = chainWithPack();
    const payload = { nftSymbol: 'CARD', edition: 0, trait: 'rarity', index: 1, name: 'Rare' };
    expect(t.runAction('alice', 'packmanager', 'setTraitName', payload).logs.events).toEqual([
      { contract: 'packmanager', event: 'setTraitName', data: { nft: 'CARD', edition: 0, trait: 'rarity', index: 1, name: 'Rare' } },
    ]);
    expect(t.runAction('alice', 'packmanager', 'setTraitName', { ...payload, name: 'Epic' }).logs.events).toEqual([
      { contract: 'packmanager', event: 'updateTraitName', data: { nft: 'CARD', edition: 0, trait: 'rarity', index: 1, oldName: 'Rare', newName: 'Epic' } },
    ]);
    expect(t.runAction('alice', 'packmanager', 'setTraitName', { ...payload, name: 'Epic' }).logs).toEqual({});
    expect(t.rows('packmanager', 'rarities')).toEqual([{ _id: 1, nft: 'CARD', edition: 0, index: 1, name: 'Epic' }]);
    expect(t.runAction('alice', 'packmanager', 'setTraitName', { ...payload, trait: 'colour' }).logs).toEqual({ errors: ['invalid params'] });
    expect(t.runAction('alice', 'packmanager', 'setTraitName', { ...payload, index: 100 }).logs).toEqual({ errors: ['invalid params'] });
    expect(t.runAction('bob', 'packmanager', 'setTraitName', payload).logs).toEqual({ errors: ['not authorized for updates'] });
  });

  it('updateEdition renames an edition and turns read-only flags on', () => {
    const t = chainWithPack();
    const result = t.runAction('alice', 'packmanager', 'updateEdition', { nftSymbol: 'CARD', edition: 0, editionName: 'Beta', rarityRO: true });
    expect(result.logs.events).toEqual([
      { contract: 'packmanager', event: 'updateEdition', data: { nft: 'CARD', edition: 0, oldEditionName: 'Alpha', newEditionName: 'Beta', rarityRO: true } },
    ]);
    expect(t.runAction('alice', 'packmanager', 'updateEdition', { nftSymbol: 'CARD', edition: 0, teamRO: false }).logs).toEqual({
      errors: ['invalid params'],
    });
  });
});
