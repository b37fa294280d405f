import type { NftDefinition } from '../../../shared';

export const NFT_SORT_KEYS = ['symbol', 'name', 'supply', 'issuer'] as const;
export type NftSortKey = (typeof NFT_SORT_KEYS)[number];

export interface NftOrder {
  key: NftSortKey;
  direction: 'asc' | 'desc';
}

/** A–Z by symbol, as a catalogue. */
export const DEFAULT_NFT_ORDER: NftOrder = { key: 'symbol', direction: 'asc' };

export function isNftSortKey(value: string): value is NftSortKey {
  return (NFT_SORT_KEYS as readonly string[]).includes(value);
}

/** A header pressed again turns its order round; another starts A→Z for text, largest first for the supply. */
export function nextNftOrder(current: NftOrder, key: NftSortKey): NftOrder {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'supply' ? 'desc' : 'asc' };
}

/** Definitions whose symbol or name contains the search text (any case, taken literally). */
export function filterNfts(definitions: readonly NftDefinition[], search: string): readonly NftDefinition[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return definitions;
  return definitions.filter((nft) => nft.symbol.toLowerCase().includes(needle) || nft.name.toLowerCase().includes(needle));
}

const compareText = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

const COMPARE: Record<NftSortKey, (a: NftDefinition, b: NftDefinition) => number> = {
  symbol: (a, b) => compareText(a.symbol, b.symbol),
  name: (a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()),
  supply: (a, b) => a.supply - b.supply,
  issuer: (a, b) => compareText(a.issuer, b.issuer),
};

/** Sorted by one column; ties by symbol. */
export function sortNfts(definitions: readonly NftDefinition[], { key, direction }: NftOrder): NftDefinition[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...definitions].sort((a, b) => sign * COMPARE[key](a, b) || COMPARE.symbol(a, b));
}
