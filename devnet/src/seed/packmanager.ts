import type { Row, TableSpec } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { PACKMANAGER_TABLES } from '../contracts/packmanager/constants';
import { PACK_NFT_SYMBOL } from './nft-collections';
import { seedTable } from './rows';
import type { SeedContext } from './seed-context';

const PACK_SYMBOL = 'HEROPACK';
const EDITION = 0;
const FEE_POOL = '125.50000000';
const FOILS = ['Standard', 'Gold'];
const CATEGORIES = ['Warrior', 'Mage', 'Rogue'];
const RARITIES = ['Common', 'Rare', 'Epic', 'Legendary'];
const TEAMS = ['Dawn', 'Dusk'];
const HERO_NAMES = [
  'Iron Knight', 'Fire Mage', 'Shadow Blade', 'Storm Caller', 'Stone Guard', 'Frost Witch',
  'Night Thief', 'Sun Paladin', 'Wind Archer', 'Blood Hunter', 'Star Sage', 'Ghost Runner',
];

/**
 * The HEROES cards managed by packmanager: one registered pack, its edition, types (ids 1–24, as if
 * type 0 had been deleted: each hero of each team) and trait names. The contract's genesis writes the params row.
 */
export function seedPackManager(context: SeedContext): SeedTable[] {
  const registrant = context.token(PACK_SYMBOL).issuer;
  context.ledger.addToContract('packmanager', 'BEE', FEE_POOL);
  // every category × rarity × team has a type, so no roll ends without one
  const types = TEAMS.flatMap((teamName, team) =>
    HERO_NAMES.map((hero, index) => ({
      nft: PACK_NFT_SYMBOL,
      edition: EDITION,
      typeId: team * HERO_NAMES.length + index + 1,
      category: index % CATEGORIES.length,
      rarity: Math.floor(index / CATEGORIES.length),
      team,
      name: `${hero} of ${teamName}`,
    })),
  );
  const pack = {
    account: registrant,
    symbol: PACK_SYMBOL,
    nft: PACK_NFT_SYMBOL,
    edition: EDITION,
    cardsPerPack: 5,
    foilChance: [95, 100],
    categoryChance: [40, 75, 100],
    rarityChance: [700, 900, 980, 1000],
    teamChance: [1, 2],
    numRolls: 1,
    isFinalized: false,
  };
  const managed = {
    nft: PACK_NFT_SYMBOL,
    feePool: FEE_POOL,
    editionMapping: {
      [EDITION]: { nextTypeId: types.length + 1, editionName: 'Genesis', categoryRO: false, rarityRO: false, teamRO: false, nameRO: false },
    },
  };
  return [
    seedTable('packmanager', specOf('packs'), [pack]),
    seedTable('packmanager', specOf('types'), types),
    traitTable('foils', FOILS),
    traitTable('categories', CATEGORIES),
    traitTable('rarities', RARITIES),
    traitTable('teams', TEAMS),
    seedTable('packmanager', specOf('managedNfts'), [managed]),
  ];
}

function traitTable(name: string, names: string[]): SeedTable {
  const rows: Row[] = names.map((traitName, index) => ({ nft: PACK_NFT_SYMBOL, edition: EDITION, index, name: traitName }));
  return seedTable('packmanager', specOf(name), rows);
}

function specOf(name: string): TableSpec {
  return PACKMANAGER_TABLES.find((spec) => spec.name === name) as TableSpec;
}
