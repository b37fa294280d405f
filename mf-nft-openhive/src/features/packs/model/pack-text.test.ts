import type { ManagedCollection } from '../../../shared';
import { editionText, oddsText, typeTraitsText } from './pack-text';

const COLLECTION: ManagedCollection = {
  nft: 'HEROES',
  feePool: '1.00000000',
  editions: [{ edition: 0, name: 'Genesis' }],
  packs: [],
  types: [],
  traitNames: new Map([
    ['foil:0:0', 'Standard'],
    ['foil:0:1', 'Gold'],
    ['category:0:0', 'Warrior'],
    ['rarity:0:1', 'Rare'],
  ]),
};
const PACK = {
  symbol: 'HEROPACK', nft: 'HEROES', account: 'erin', edition: 0, cardsPerPack: 5, numRolls: 1, isFinalized: false,
  chances: { foil: [95, 100], category: [1], rarity: [60, 100], team: [1, 2] },
};

describe('pack texts', () => {
  it('names each slot of the odds, and numbers the unnamed ones', () => {
    expect(oddsText(COLLECTION, PACK, 'foil')).toBe('Standard 95 %, Gold 5 %');
    expect(oddsText(COLLECTION, PACK, 'team')).toBe('#0 50 %, #1 50 %');
  });

  it('names a type’s traits and an edition', () => {
    expect(typeTraitsText(COLLECTION, { typeId: 1, edition: 0, name: 'Knight', category: 0, rarity: 1, team: 3 })).toBe('Warrior, Rare, #3');
    expect(editionText(COLLECTION, 0)).toBe('0 (Genesis)');
    expect(editionText(COLLECTION, 4)).toBe('4');
  });
});
