/** Row shapes of the packmanager contract's tables (reference §11); served as-is over RPC. */

export type PackSettings = {
  _id?: number;
  /** Registrant. */
  account: string;
  /** Pack token symbol. */
  symbol: string;
  nft: string;
  edition: number;
  cardsPerPack: number;
  /** Cumulative weights, strictly increasing positive integers. */
  foilChance: number[];
  categoryChance: number[];
  rarityChance: number[];
  teamChance: number[];
  numRolls: number;
  isFinalized: boolean;
};

export type InstanceType = {
  _id?: number;
  nft: string;
  edition: number;
  typeId: number;
  category: number;
  rarity: number;
  team: number;
  name: string;
};

export type TraitName = { _id?: number; nft: string; edition: number; index: number; name: string };

export type EditionMapping = {
  nextTypeId: number;
  editionName: string;
  categoryRO: boolean;
  rarityRO: boolean;
  teamRO: boolean;
  nameRO: boolean;
};

export type ManagedNft = {
  _id?: number;
  nft: string;
  /** BEE that pays the issuance fees of opened packs. */
  feePool: string;
  editionMapping: Record<string, EditionMapping>;
};

export type PackManagerParams = { _id?: number; registerFee: string; typeAddFee: string };
