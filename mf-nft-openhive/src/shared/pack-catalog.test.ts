import { toManagedCollections, traitNameOf } from './pack-catalog';

const tables = {
  managedNfts: [
    { nft: 'ZED', feePool: '0', editionMapping: {} },
    { nft: 'HEROES', feePool: '125.50000000', editionMapping: { 1: { editionName: 'Second' }, 0: { editionName: 'Genesis\u202E' } } },
  ],
  packs: [
    { account: 'erin', symbol: 'HEROPACK', nft: 'HEROES', edition: 0, cardsPerPack: 5, foilChance: [95, 100], categoryChance: [1], rarityChance: [7, 10], teamChance: [1, 2], numRolls: 1, isFinalized: false },
  ],
  types: [
    { nft: 'HEROES', edition: 0, typeId: 2, category: 0, rarity: 1, team: 1, name: 'Mage' },
    { nft: 'HEROES', edition: 0, typeId: 1, category: 0, rarity: 0, team: 0, name: 'Knight' },
  ],
  traits: {
    foil: [{ nft: 'HEROES', edition: 0, index: 1, name: 'Gold' }],
    category: [],
    rarity: [{ nft: 'ZED', edition: 0, index: 0, name: 'Other' }],
    team: [],
  },
};

describe('toManagedCollections', () => {
  it('groups packs, types and trait names under their NFT, ordered', () => {
    const [heroes, zed] = toManagedCollections(tables);
    expect(heroes.nft).toBe('HEROES');
    expect(zed.nft).toBe('ZED');
    expect(heroes.feePool).toBe('125.50000000');
    expect(heroes.editions).toEqual([
      { edition: 0, name: 'Genesis' },
      { edition: 1, name: 'Second' },
    ]);
    expect(heroes.packs[0]).toMatchObject({ symbol: 'HEROPACK', cardsPerPack: 5, chances: { foil: [95, 100], rarity: [7, 10] } });
    expect(heroes.types.map((type) => type.typeId)).toEqual([1, 2]);
    expect(traitNameOf(heroes, 'foil', 0, 1)).toBe('Gold');
    expect(traitNameOf(heroes, 'foil', 0, 0)).toBe('#0');
    expect(traitNameOf(heroes, 'rarity', 0, 0)).toBe('#0');
    expect(zed.packs).toEqual([]);
  });
});
