const GROUPING_FIELDS: Record<string, string> = {
  NFTSR: 'artSeries',
  LENSY: 'photoSeries',
  MYTHICAL: 'name',
  FARM: 'name',
  CITY: 'name',
  STAR: 'type',
  PUNK: 'hash',
};

/** The property that groups an NFT's instances into collections (spec §2). */
export function groupingField(symbol: string): string {
  return GROUPING_FIELDS[symbol] ?? 'series';
}
