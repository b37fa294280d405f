export const NFT_CONTRACT = 'nft';

export const MAX_SYMBOL_LENGTH = 10;
export const MAX_NUM_AUTHORIZED_ISSUERS = 10;
export const MAX_NUM_LOCKED_TOKEN_TYPES = 10;
export const MAX_DATA_PROPERTY_LENGTH = 100;
/** Properties an NFT may define before each new one costs `dataPropertyCreationFee`. */
export const FREE_DATA_PROPERTIES = 3;
export const MAX_NUM_NFTS_ISSUABLE = 10;
export const MAX_NUM_NFTS_EDITABLE = 50;
/** Instance ids per transfer / burn / delegate / undelegate, summed over all symbols. */
export const MAX_NUM_NFTS_OPERABLE = 50;
/** Instances holding other NFTs ("containers") per issue / burn call. */
export const MAX_NUM_CONTAINER_NFTS_OPERABLE = 1;
export const MAX_UNDELEGATION_COOLDOWN_DAYS = 18250;

/** Symbols only the listed account may create (reference §6.2). */
export const RESERVED_SYMBOLS: Readonly<Record<string, string>> = {
  CELL: 'beggars',
  QUST: 'simplegame',
  TESTERA: 'aggroed',
  SQRL: 'stuffbyspencer',
  CRAFT: 'immanuel94',
  CGULL: 'cgull',
  NFT: 'cadawg',
  RARE: 'beggars',
  LIC: 'lictoken',
  MEMBER: 'membertoken',
  COFFEE: 'c0ff33a',
  ROCK: 'beggars',
  MONSTERS: 'simplegame',
  SETS: 'lootkit.games',
  PHOTOFT: 'wwwiebe',
  BEER: 'detlev',
  SPIR: 'spinvest',
  IFG: 'lion200',
  GUILDS: 'simplegame',
  FCARD: 'lion200',
  PXL: 'pixelnft',
  COW: 'stuffbyspencer',
  LOOOT: 'stuffbyspencer',
  SPORTSMOM: 'sportstester',
  SWT: 'satren',
};
