import { communityAccount } from './accounts';
import { HOSTILE_SAMPLES } from './hostile';
import { ChainNumber } from './rows';
import type { TokenDefinition, TokenMetadata } from './token-definition';

/** Tokens the settings should list as deprecated (hidden from selectable options). */
export const DEPRECATED_TOKENS = ['OLDCOIN', 'LEGACYX'] as const;
/** Tokens the settings should list as disabled (dropped entirely). */
export const DISABLED_TOKENS = ['SCAMCOIN', 'RUGPULL'] as const;

interface SpecialToken {
  symbol: string;
  name: string;
  metadata: TokenMetadata;
  precision: number;
}

const {
  scriptTag, imageOnError, javascriptUrl, dataUrl, rightToLeftOverride, zeroWidthJoiner, longText, emoji,
} = HOSTILE_SAMPLES;

/** Tokens whose name or metadata carries the hostile samples (a hostile node ignores the name rules). */
const HOSTILE_TOKENS: SpecialToken[] = [
  { symbol: 'XSSCOIN', name: scriptTag, precision: 3, metadata: { url: javascriptUrl, icon: dataUrl, desc: imageOnError } },
  { symbol: 'EVILLINK', name: 'Evil Link', precision: 8, metadata: { url: dataUrl, icon: javascriptUrl, desc: scriptTag } },
  { symbol: 'IMGBOMB', name: imageOnError, precision: 2, metadata: { url: 'https://evil.example/phish', icon: 'http://evil.example/track.gif', desc: 'Tracks whoever loads its icon.' } },
  { symbol: 'RTLCOIN', name: rightToLeftOverride, precision: 4, metadata: { url: 'https://rtl.example', desc: rightToLeftOverride } },
  { symbol: 'ZWJBEE', name: zeroWidthJoiner, precision: 8, metadata: { url: 'https://zwj.example', icon: 'https://cdn.tribaldex.com/tribaldex/token-icons/BEE.png', desc: `Not ${zeroWidthJoiner}` } },
  { symbol: 'LONGDESC', name: 'Long Description Token', precision: 5, metadata: { url: 'https://long.example', desc: longText } },
  { symbol: 'EMOJIMOON', name: emoji, precision: 6, metadata: { url: 'https://moon.example', icon: 'https://moon.example/🌕.png', desc: `${emoji} ${emoji}` } },
];

export const HOSTILE_TOKEN_SYMBOLS = HOSTILE_TOKENS.map((token) => token.symbol);

const LISTING_STATUS_TOKENS: SpecialToken[] = [
  { symbol: 'OLDCOIN', name: 'Old Coin', precision: 3, metadata: { url: 'https://oldcoin.example', desc: 'Replaced by a newer token; kept for history.' } },
  { symbol: 'LEGACYX', name: 'Legacy X', precision: 8, metadata: { url: 'https://legacyx.example', desc: 'Project wound down.' } },
  { symbol: 'SCAMCOIN', name: 'Totally Legit Coin', precision: 8, metadata: { url: 'https://free-hive.example', desc: 'Send 10 HIVE, get 100 back!' } },
  { symbol: 'RUGPULL', name: 'Rug Pull Finance', precision: 4, metadata: { url: 'https://rug.example', desc: 'Guaranteed 1000% APY.' } },
];

/** Deprecated, disabled and hostile tokens, issued by ordinary users and traded a little. */
export function specialTokens(): TokenDefinition[] {
  return [...LISTING_STATUS_TOKENS, ...HOSTILE_TOKENS].map((token, index) => ({
    ...token,
    issuer: communityAccount(index * 7 + 3),
    maxSupply: new ChainNumber(10_000_000),
    priceHive: new ChainNumber('0.0105'),
    unit: 1000,
    market: 'active',
    holders: 6,
  }));
}
