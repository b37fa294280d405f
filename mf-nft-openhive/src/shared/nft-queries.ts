import { sidechain } from '@tdx/api';
import type { SymbolLookup } from '@tdx/controls';
import { defineQuery } from '@tdx/data';
import { toNftDefinition, type NftDefinition, type NftDefinitionRow } from './nft-definition';

/** Key prefix of every read about NFT definitions (a created definition reads them again). */
export const NFT_DEFINITIONS_KEY = ['nft', 'definitions'] as const;

/** Every NFT definition: all pages of `nft.nfts`, by `_id`, in as few requests as the node's page size allows. */
export const allNftDefinitionsQuery = defineQuery({
  key: () => [...NFT_DEFINITIONS_KEY, 'all'],
  fetch: async (): Promise<NftDefinition[]> => (await sidechain.findAll<NftDefinitionRow>('nft', 'nfts', {})).map(toNftDefinition),
  staleTime: 60_000,
});

/** One definition, or null when no NFT has that symbol. */
export const nftDefinitionQuery = defineQuery({
  key: (symbol: string) => [...NFT_DEFINITIONS_KEY, 'one', symbol],
  fetch: async (symbol: string): Promise<NftDefinition | null> => {
    const row = await sidechain.findOne<NftDefinitionRow>('nft', 'nfts', { symbol });
    return row === null ? null : toNftDefinition(row);
  },
});

const SELL_BOOK_TABLE = /^nftmarket_([A-Z]+)sellBook$/;

/** The symbols of the table names `nftmarket_<SYMBOL>sellBook` (made by `enableMarket`). */
export function marketSymbolsOf(tables: unknown): Set<string> {
  const names = typeof tables === 'object' && tables !== null ? Object.keys(tables) : [];
  return new Set(names.flatMap((name) => SELL_BOOK_TABLE.exec(name)?.[1] ?? []));
}

/**
 * The NFTs whose market is enabled, from the tables the `nftmarket` contract lists (one request
 * for all symbols, where earlier front ends probed each symbol's sell book).
 */
export const nftMarketSymbolsQuery = defineQuery({
  key: () => ['nft', 'market-symbols'],
  fetch: async (): Promise<Set<string>> => marketSymbolsOf((await sidechain.getContract('nftmarket'))?.tables),
  staleTime: 60_000,
});

/** A new NFT's symbol is looked up among the definitions. */
export const NFT_SYMBOL_LOOKUP: SymbolLookup<NftDefinition | null> = {
  query: nftDefinitionQuery,
  isTaken: (definition) => definition !== null,
  takenText: (symbol) => `An NFT named ${symbol} already exists: choose another symbol`,
};
