import { DEV_ACCOUNTS } from '../accounts';
import { communityAccount } from './accounts';
import type { Random } from './random';
import { ChainNumber, logUniform, quantityOf } from './rows';
import type { MarketActivity, TokenDefinition, TokenMetadata } from './token-definition';

const SYLLABLES = [
  'KA', 'RO', 'ZI', 'LU', 'MI', 'NO', 'PA', 'QU', 'RA', 'SO', 'TI', 'VA', 'WE', 'XO', 'YU', 'ZA',
  'BRO', 'CRY', 'DRA', 'FLO', 'GRI', 'KRY', 'PLA', 'STA', 'TRO', 'VOX', 'ZEN', 'NOV', 'LUX', 'MAX',
] as const;
const NAME_SUFFIXES = ['Token', 'Coin', 'Credits', 'Points', 'Cash', 'Gems', 'Shares', 'Tickets'] as const;
const MAX_SUPPLIES = ['1000000', '10000000', '21000000', '100000000', '1000000000', '9007199254740991'] as const;
/** The contract refuses these substrings in symbols created by ordinary users. */
const FORBIDDEN_PARTS = ['SWAP', 'ETH', 'BSC'];
const DESCRIPTIONS = [
  'Rewards for our community of curators.',
  'In-game currency for a play-to-earn game.',
  'Tips for musicians and their fans.',
  'Fan token of a football club.',
  'Supporting local photographers.',
  'A meme with a staking pool.',
] as const;

/**
 * `count` ordinary tokens with varied precision, supply, staking and delegation settings.
 * Symbols are unique and never collide with `taken`.
 */
export function communityTokens(random: Random, count: number, taken: ReadonlySet<string>): TokenDefinition[] {
  const used = new Set(taken);
  const tokens: TokenDefinition[] = [];
  while (tokens.length < count) {
    const symbol = randomSymbol(random);
    if (used.has(symbol)) continue;
    used.add(symbol);
    tokens.push(communityToken(random, symbol, tokens.length));
  }
  return tokens;
}

function randomSymbol(random: Random): string {
  for (;;) {
    let symbol = '';
    const parts = random.int(2, 4);
    for (let i = 0; i < parts; i += 1) symbol += random.pick(SYLLABLES);
    if (symbol.length <= 10 && !FORBIDDEN_PARTS.some((part) => symbol.includes(part))) return symbol;
  }
}

function communityToken(random: Random, symbol: string, index: number): TokenDefinition {
  const precision = random.int(0, 8);
  const maxSupply = new ChainNumber(random.pick(MAX_SUPPLIES));
  const stakingEnabled = random.chance(0.5);
  const holders = random.int(2, 20);
  const priceHive = new ChainNumber(logUniform(random, 0.000005, 20).toFixed(8));
  // Worth at most a few thousand HIVE, and small enough for maxSupply to cover every holder and order.
  const unit = quantityOf(
    Math.min(maxSupply.toNumber() / random.int(2000, 200000), logUniform(random, 50, 5000) / priceHive.toNumber()),
    precision,
  ).toNumber();
  return {
    symbol,
    name: `${titleCase(symbol)} ${random.pick(NAME_SUFFIXES)}`,
    // The first few belong to the dev accounts so /tokens/manage has something to manage.
    issuer: index < DEV_ACCOUNTS.length * 3 ? DEV_ACCOUNTS[index % DEV_ACCOUNTS.length] : communityAccount(random.int(0, 149)),
    precision,
    maxSupply,
    metadata: communityMetadata(random, symbol),
    staking: stakingEnabled ? { unstakingCooldown: random.pick([1, 3, 7, 14, 28, 40]), numberTransactions: random.pick([1, 2, 4, 7]) } : undefined,
    delegation: stakingEnabled && random.chance(0.5) ? { undelegationCooldown: random.pick([1, 3, 7, 14]) } : undefined,
    priceHive,
    unit,
    market: randomActivity(random),
    holders,
  };
}

function communityMetadata(random: Random, symbol: string): TokenMetadata {
  const site = `https://${symbol.toLowerCase()}.example`;
  const metadata: TokenMetadata = { url: random.chance(0.85) ? site : '' };
  if (random.chance(0.8)) metadata.icon = `https://images.hive.blog/p/${symbol.toLowerCase()}-icon.png`;
  if (random.chance(0.9)) metadata.desc = random.pick(DESCRIPTIONS);
  return metadata;
}

function randomActivity(random: Random): MarketActivity {
  const roll = random.next();
  if (roll < 0.55) return 'active';
  if (roll < 0.9) return 'stale';
  return 'unlisted';
}

function titleCase(symbol: string): string {
  return symbol.charAt(0) + symbol.slice(1).toLowerCase();
}
