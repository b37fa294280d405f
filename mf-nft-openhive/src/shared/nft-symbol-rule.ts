/** The nft contract's symbol rule (reference §6.2), for every form that creates an NFT. */

export const MAX_NFT_SYMBOL_LENGTH = 10;

/** NFT symbols only one account may create (the contract's list). */
export const RESERVED_NFT_SYMBOLS: Readonly<Record<string, string>> = {
  CELL: 'beggars', QUST: 'simplegame', TESTERA: 'aggroed', SQRL: 'stuffbyspencer', CRAFT: 'immanuel94',
  CGULL: 'cgull', NFT: 'cadawg', RARE: 'beggars', LIC: 'lictoken', MEMBER: 'membertoken', COFFEE: 'c0ff33a',
  ROCK: 'beggars', MONSTERS: 'simplegame', SETS: 'lootkit.games', PHOTOFT: 'wwwiebe', BEER: 'detlev',
  SPIR: 'spinvest', IFG: 'lion200', GUILDS: 'simplegame', FCARD: 'lion200', PXL: 'pixelnft',
  COW: 'stuffbyspencer', LOOOT: 'stuffbyspencer', SPORTSMOM: 'sportstester', SWT: 'satren',
};

export const NFT_SYMBOL_MESSAGES = {
  symbolEmpty: 'Enter a symbol',
  symbolFormat: `Use 1 to ${MAX_NFT_SYMBOL_LENGTH} capital letters A–Z (no digits, no ".")`,
  symbolReserved: (symbol: string) => `${symbol} is reserved for another account`,
} as const;

/** The symbol's refusal in the contract's order (format, then reserved for another account), or null. */
export function nftSymbolRuleProblem(symbol: string, account: string): string | null {
  if (symbol === '') return NFT_SYMBOL_MESSAGES.symbolEmpty;
  if (!/^[A-Z]+$/.test(symbol) || symbol.length > MAX_NFT_SYMBOL_LENGTH) return NFT_SYMBOL_MESSAGES.symbolFormat;
  const owner = RESERVED_NFT_SYMBOLS[symbol];
  return owner !== undefined && owner !== account ? NFT_SYMBOL_MESSAGES.symbolReserved(symbol) : null;
}
