import type { TableSpec } from '../../chain/contract-api';

export const PACKMANAGER_CONTRACT = 'packmanager';

/** Longest edition, type and trait name. */
export const MAX_NAME_LENGTH = 100;
/** Cards one pack may hold. */
export const MAX_CARDS_PER_PACK = 30;
/** Cards one `open` may issue (packs × cardsPerPack). */
export const MAX_CARDS_AT_ONCE = 60;
/** Entries of a chance table, and the highest trait index + 1. */
export const MAX_PARTITIONS = 100;
/** Re-rolls of category/rarity/team when no type matches. */
export const MAX_ROLLS = 10;
/** Packs one `open` payload may name. */
export const MAX_PACKS_PER_OPEN = 999;
/** Instances per nested `nft.issueMultiple`. */
export const ISSUE_BATCH_SIZE = 10;

export const INVALID_EDITION_NAME = `invalid edition name: letters, numbers, whitespaces only, max length of ${MAX_NAME_LENGTH}`;

export const GENESIS_PARAMS = { registerFee: '1000', typeAddFee: '1' };

/** Trait → the table holding its display names. */
export const TRAIT_TABLES = { foil: 'foils', category: 'categories', rarity: 'rarities', team: 'teams' } as const;
export type Trait = keyof typeof TRAIT_TABLES;

export const PACKMANAGER_TABLES: TableSpec[] = [
  { name: 'packs', indexes: ['account', 'symbol', 'nft'] },
  { name: 'types', indexes: ['nft', 'edition', 'typeId'] },
  ...Object.values(TRAIT_TABLES).map((name) => ({ name, indexes: ['nft', 'edition', 'index'] })),
  { name: 'managedNfts', indexes: ['nft'] },
  { name: 'params' },
];

/** Decimals of BEE, the token fees and fee pools are in. */
export const UTILITY_TOKEN_PRECISION = 8;
