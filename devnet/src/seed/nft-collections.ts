import { HOSTILE_SAMPLES } from './hostile';
import type { Random } from './random';

export type NftPropertyValue = string | number | boolean;
type NftPropertyType = 'string' | 'number' | 'boolean';

/** What the seed decides about an NFT symbol before any row is written. */
export interface NftCollection {
  symbol: string;
  name: string;
  issuer: string;
  orgName: string;
  productName: string;
  metadata: { url: string; icon?: string; desc?: string; image?: string };
  /** 0 = unlimited. */
  maxSupply: number;
  properties: Record<string, NftPropertyType>;
  groupBy: string[];
  undelegationCooldown?: number;
  /** Share of all seeded instances. */
  weight: number;
  /** Properties of the n-th instance. */
  propertiesOf(random: Random, index: number): Record<string, NftPropertyValue>;
}

const ARTISTS = ['lumina', 'pixelpaw', 'inkdrop', 'vantablack', 'oilandwater', 'glitchgirl'] as const;
const MYTHS = ['Phoenix', 'Kraken', 'Griffin', 'Hydra', 'Basilisk', 'Unicorn', 'Minotaur', 'Chimera'] as const;
const CROPS = ['Corn Field', 'Wheat Field', 'Apple Orchard', 'Pumpkin Patch', 'Beehive', 'Windmill'] as const;
const BUILDINGS = ['Small House', 'Apartment', 'Park', 'Factory', 'Hospital', 'School', 'Bank', 'Stadium', 'Power Plant'] as const;
const STAR_TYPES = ['Drummer', 'Guitarist', 'Singer', 'Bassist', 'Manager', 'Roadie', 'Van'] as const;
const MEME_SERIES = ['doge_classics', 'hive_moon', 'bee_memes', 'wen_lambo'] as const;
const HOSTILE_SERIES = [HOSTILE_SAMPLES.scriptTag, HOSTILE_SAMPLES.rightToLeftOverride, HOSTILE_SAMPLES.emoji, HOSTILE_SAMPLES.zeroWidthJoiner] as const;

/** Several editions per series: the n-th instance belongs to series n / editions. */
function seriesOf(prefix: readonly string[], index: number, editions: number): { series: string; edition: number } {
  const seriesIndex = Math.floor(index / editions);
  return { series: `${prefix[seriesIndex % prefix.length]}_${seriesIndex}`, edition: (index % editions) + 1 };
}

export const NFT_COLLECTIONS: NftCollection[] = [
  {
    symbol: 'NFTSR', name: 'NFT Showroom', issuer: 'nftshowroom', orgName: 'NFT Showroom', productName: 'Digital Art',
    metadata: { url: 'https://nftshowroom.com', icon: 'https://nftshowroom.com/icon.png', desc: 'Digital art by independent artists.' },
    maxSupply: 0, properties: { artSeries: 'string', edition: 'number' }, groupBy: ['artSeries'], weight: 18,
    propertiesOf: (_random, index) => {
      const { series, edition } = seriesOf(ARTISTS, index, 10);
      return { artSeries: series, edition };
    },
  },
  {
    symbol: 'LENSY', name: 'Lensy', issuer: 'lensy', orgName: 'Lensy', productName: 'Photography',
    metadata: { url: 'https://lensy.io', icon: 'https://lensy.io/icon.png', desc: 'Photographs as NFTs.' },
    maxSupply: 0, properties: { photoSeries: 'string', edition: 'number' }, groupBy: ['photoSeries'], weight: 10,
    propertiesOf: (_random, index) => {
      const { series, edition } = seriesOf(['sunset', 'street', 'macro', 'portrait'], index, 5);
      return { photoSeries: series, edition };
    },
  },
  {
    symbol: 'MYTHICAL', name: 'Mythical Creatures', issuer: 'mythical', orgName: 'Mythical', productName: 'Creatures',
    metadata: { url: 'https://mythical.example', desc: 'Collect and breed mythical creatures.' },
    maxSupply: 100000, properties: { name: 'string', level: 'number', shiny: 'boolean' }, groupBy: ['name'], weight: 8,
    propertiesOf: (random) => ({ name: random.pick(MYTHS), level: random.int(1, 50), shiny: random.chance(0.05) }),
  },
  {
    symbol: 'FARM', name: 'dCrops Farm', issuer: 'dcrops', orgName: 'dCrops', productName: 'Farm Land',
    metadata: { url: 'https://dcrops.example', desc: 'Plant, grow and harvest.' },
    maxSupply: 0, properties: { name: 'string', type: 'string', growth: 'number' }, groupBy: ['name'], weight: 10,
    propertiesOf: (random) => ({ name: random.pick(CROPS), type: random.pick(['land', 'seed', 'tool']), growth: random.int(0, 100) }),
  },
  {
    symbol: 'CITY', name: 'dCity', issuer: 'dcitygame', orgName: 'dCity', productName: 'City Builder',
    metadata: { url: 'https://dcity.io', icon: 'https://dcity.io/icon.png', desc: 'Build a city, earn SIM.' },
    maxSupply: 0, properties: { name: 'string', popularity: 'number' }, groupBy: ['name'], undelegationCooldown: 3, weight: 15,
    propertiesOf: (random) => ({ name: random.pick(BUILDINGS), popularity: random.int(-5, 20) }),
  },
  {
    symbol: 'STAR', name: 'Rising Star', issuer: 'risingstar', orgName: 'Rising Star', productName: 'Music Cards',
    metadata: { url: 'https://risingstargame.com', icon: 'https://risingstargame.com/icon.png', desc: 'Become a music star.' },
    maxSupply: 0, properties: { type: 'string', skill: 'number', stats: 'string' }, groupBy: ['type'], undelegationCooldown: 5, weight: 12,
    propertiesOf: (random) => ({ type: random.pick(STAR_TYPES), skill: random.int(1, 100), stats: `ego:${random.int(0, 9)}` }),
  },
  {
    symbol: 'PUNK', name: 'Hive Punks', issuer: 'hivepunks', orgName: 'Hive Punks', productName: 'Punks',
    metadata: { url: 'https://punks.example', desc: '10000 unique punks.' },
    maxSupply: 10000, properties: { hash: 'string', type: 'string' }, groupBy: ['hash'], weight: 5,
    propertiesOf: (random) => ({ hash: random.hex(16), type: random.pick(['Male', 'Female', 'Zombie', 'Ape', 'Alien']) }),
  },
  {
    symbol: 'ARTZ', name: 'Artz Collective', issuer: 'dave', orgName: 'Artz', productName: 'Prints',
    metadata: { url: 'https://artz.example', icon: 'https://artz.example/icon.png', desc: 'Limited prints.' },
    maxSupply: 50000, properties: { series: 'string', edition: 'number' }, groupBy: ['series'], weight: 7,
    propertiesOf: (_random, index) => seriesOf(['print', 'poster', 'canvas'], index, 20),
  },
  {
    symbol: 'MEMES', name: 'Hive Memes', issuer: 'bob', orgName: 'Memes Inc', productName: 'Memes',
    metadata: { url: 'https://memes.example', desc: 'Such meme. Very NFT.' },
    maxSupply: 0, properties: { series: 'string', funny: 'boolean' }, groupBy: ['series'], weight: 6,
    propertiesOf: (random) => ({ series: random.pick(MEME_SERIES), funny: random.chance(0.9) }),
  },
  {
    symbol: 'EVILART', name: HOSTILE_SAMPLES.scriptTag, issuer: 'boldbadger', orgName: HOSTILE_SAMPLES.imageOnError, productName: HOSTILE_SAMPLES.rightToLeftOverride,
    metadata: { url: HOSTILE_SAMPLES.javascriptUrl, icon: HOSTILE_SAMPLES.dataUrl, image: HOSTILE_SAMPLES.javascriptUrl, desc: HOSTILE_SAMPLES.longText },
    maxSupply: 0, properties: { series: 'string', image: 'string', title: 'string' }, groupBy: ['series'], weight: 2,
    propertiesOf: (random) => ({
      series: random.pick(HOSTILE_SERIES),
      image: random.pick([HOSTILE_SAMPLES.javascriptUrl, HOSTILE_SAMPLES.dataUrl]),
      title: random.pick([HOSTILE_SAMPLES.imageOnError, HOSTILE_SAMPLES.emoji, HOSTILE_SAMPLES.zeroWidthJoiner]),
    }),
  },
  {
    symbol: 'HEROES', name: 'Heroes Cards', issuer: 'erin', orgName: 'Heroes', productName: 'Trading Cards',
    metadata: { url: 'https://heroes.example', icon: 'https://heroes.example/icon.png', desc: 'Cards from HEROPACK booster packs.' },
    maxSupply: 0, properties: { edition: 'number', foil: 'number', type: 'number' }, groupBy: ['edition', 'foil', 'type'], weight: 7,
    propertiesOf: (random) => ({ edition: 0, foil: random.chance(0.1) ? 1 : 0, type: random.int(1, 12) }),
  },
];

/** The packmanager-managed collection (cards from HEROPACK), not meant for OpenHive. */
export const PACK_NFT_SYMBOL = 'HEROES';
/** NFT symbols whose names, metadata or properties carry the hostile samples. */
export const HOSTILE_NFT_SYMBOLS = ['EVILART'];
