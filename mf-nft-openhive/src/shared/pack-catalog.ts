import { displayText } from '@tdx/contracts';

/** The packmanager contract's tables (reference §11) as the pack pages read them. */

export const PACK_TRAITS = ['foil', 'category', 'rarity', 'team'] as const;
export type PackTrait = (typeof PACK_TRAITS)[number];

/** The packmanager table holding each trait's display names. */
export const TRAIT_TABLES: Readonly<Record<PackTrait, string>> = { foil: 'foils', category: 'categories', rarity: 'rarities', team: 'teams' };

export interface PackSettings {
  /** The pack token. */
  symbol: string;
  nft: string;
  /** Who registered it. */
  account: string;
  edition: number;
  cardsPerPack: number;
  /** Cumulative weights per trait (`foilChance` …). */
  chances: Record<PackTrait, number[]>;
  numRolls: number;
  isFinalized: boolean;
}

export interface PackType {
  typeId: number;
  edition: number;
  name: string;
  category: number;
  rarity: number;
  team: number;
}

export interface PackEdition {
  edition: number;
  name: string;
}

/** One NFT under the contract's management with everything registered for it. */
export interface ManagedCollection {
  nft: string;
  /** BEE that pays the issuance of opened packs. */
  feePool: string;
  editions: PackEdition[];
  packs: PackSettings[];
  types: PackType[];
  /** `<trait>:<edition>:<index>` → display name. */
  traitNames: ReadonlyMap<string, string>;
}

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? displayText(value) : '');
const integer = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : 0);
const integers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((entry): entry is number => Number.isInteger(entry)) : []);

export const traitKey = (trait: PackTrait, edition: number, index: number): string => `${trait}:${edition}:${index}`;

/** The name given to a trait value, or its number (`#2`) when it has none. */
export function traitNameOf(collection: ManagedCollection, trait: PackTrait, edition: number, index: number): string {
  return collection.traitNames.get(traitKey(trait, edition, index)) ?? `#${index}`;
}

function toPack(row: Row): PackSettings {
  return {
    symbol: text(row.symbol),
    nft: text(row.nft),
    account: text(row.account),
    edition: integer(row.edition),
    cardsPerPack: integer(row.cardsPerPack),
    chances: {
      foil: integers(row.foilChance),
      category: integers(row.categoryChance),
      rarity: integers(row.rarityChance),
      team: integers(row.teamChance),
    },
    numRolls: integer(row.numRolls),
    isFinalized: row.isFinalized === true,
  };
}

function toType(row: Row): PackType {
  return { typeId: integer(row.typeId), edition: integer(row.edition), name: text(row.name), category: integer(row.category), rarity: integer(row.rarity), team: integer(row.team) };
}

function editionsOf(mapping: unknown): PackEdition[] {
  if (typeof mapping !== 'object' || mapping === null) return [];
  return Object.entries(mapping as Record<string, Row>)
    .filter(([edition]) => /^\d+$/.test(edition))
    .map(([edition, entry]) => ({ edition: Number(edition), name: text(entry?.editionName) }))
    .sort((a, b) => a.edition - b.edition);
}

export interface PackTables {
  managedNfts: Row[];
  packs: Row[];
  types: Row[];
  traits: Record<PackTrait, Row[]>;
}

/** The managed NFTs (by symbol) with their editions, packs, types (by id) and trait names. */
export function toManagedCollections(tables: PackTables): ManagedCollection[] {
  return tables.managedNfts
    .map((managed): ManagedCollection => {
      const nft = text(managed.nft);
      const traitNames = new Map<string, string>();
      for (const trait of PACK_TRAITS) {
        for (const row of tables.traits[trait]) if (row.nft === managed.nft) traitNames.set(traitKey(trait, integer(row.edition), integer(row.index)), text(row.name));
      }
      return {
        nft,
        feePool: typeof managed.feePool === 'string' ? managed.feePool : '0',
        editions: editionsOf(managed.editionMapping),
        packs: tables.packs.filter((row) => row.nft === managed.nft).map(toPack),
        types: tables.types.filter((row) => row.nft === managed.nft).map(toType).sort((a, b) => a.edition - b.edition || a.typeId - b.typeId),
        traitNames,
      };
    })
    .sort((a, b) => a.nft.localeCompare(b.nft));
}
