import { sidechain } from '@tdx/api';
import { defineQuery } from '@tdx/data';
import { PACK_TRAITS, toManagedCollections, TRAIT_TABLES, type ManagedCollection, type PackTrait } from './pack-catalog';

/** Key prefix of every packmanager read (an action of the wizard or an opened pack reads them again). */
export const PACK_CATALOG_KEY = ['packmanager'] as const;

type Row = Record<string, unknown> & { _id: number };

const all = (table: string): Promise<Row[]> => sidechain.findAll<Row>('packmanager', table, {});

/** Every managed NFT with its editions, packs, types, trait names and fee pool (all of each table, by `_id`). */
export const packCatalogQuery = defineQuery({
  key: () => [...PACK_CATALOG_KEY, 'catalog'],
  fetch: async (): Promise<ManagedCollection[]> => {
    const [managedNfts, packs, types, ...traitRows] = await Promise.all([all('managedNfts'), all('packs'), all('types'), ...PACK_TRAITS.map((trait) => all(TRAIT_TABLES[trait]))]);
    const traits = Object.fromEntries(PACK_TRAITS.map((trait, index) => [trait, traitRows[index]])) as Record<PackTrait, Row[]>;
    return toManagedCollections({ managedNfts, packs, types, traits });
  },
  staleTime: 30_000,
});
