import type { ContractApi } from '../../chain/contract-api';
import { type TypedTable, typedTable } from '../shared/typed-table';
import { TRAIT_TABLES, type Trait } from './constants';
import type { InstanceType, ManagedNft, PackManagerParams, PackSettings, TraitName } from './types';

/** Typed access to the executing packmanager contract's tables. */

export const packsTable = (api: ContractApi): TypedTable<PackSettings> => typedTable(api.table('packs'));
export const typesTable = (api: ContractApi): TypedTable<InstanceType> => typedTable(api.table('types'));
export const managedNftsTable = (api: ContractApi): TypedTable<ManagedNft> => typedTable(api.table('managedNfts'));
export const traitTable = (api: ContractApi, trait: Trait): TypedTable<TraitName> => typedTable(api.table(TRAIT_TABLES[trait]));

export function findManagedNft(api: ContractApi, nft: string): ManagedNft | null {
  return managedNftsTable(api).findOne({ nft });
}

export function findPack(api: ContractApi, symbol: string, nft: string): PackSettings | null {
  return packsTable(api).findOne({ symbol, nft });
}

export function readParams(api: ContractApi): PackManagerParams {
  return typedTable<PackManagerParams>(api.table('params')).findOne({}) as PackManagerParams;
}

/** True when the edition has been registered (by a first `registerPack` naming it). */
export function hasEdition(managed: ManagedNft, edition: number): boolean {
  return Object.prototype.hasOwnProperty.call(managed.editionMapping, String(edition));
}
