import type { ContractApi, Table, TableSpec } from '../../chain/contract-api';
import { toBigNumber } from '../shared/chain-number';
import { type TypedTable, typedTable } from '../shared/typed-table';
import { NFT_CONTRACT } from './constants';
import type { NftDefinition, NftInstance, NftParams } from './types';

/** Typed access to the nft contract's tables, usable from any contract. */

export const instanceTableName = (symbol: string): string => `${symbol}instances`;

/** The `<SYMBOL>instances` table `create` makes (seeds must use the same spec). */
export const instanceTableSpec = (symbol: string): TableSpec => ({ name: instanceTableName(symbol), indexes: ['account', 'ownedBy'] });

export function instanceTable(api: ContractApi, symbol: string): Table {
  return api.table(instanceTableName(symbol), NFT_CONTRACT);
}

const nfts = (api: ContractApi): TypedTable<NftDefinition> => typedTable(api.table('nfts', NFT_CONTRACT));

export function findNft(api: ContractApi, symbol: string): NftDefinition | null {
  return nfts(api).findOne({ symbol });
}

export function saveNft(api: ContractApi, nft: NftDefinition): void {
  nfts(api).update(nft);
}

export function readParams(api: ContractApi): NftParams {
  return typedTable<NftParams>(api.table('params', NFT_CONTRACT)).findOne({}) as NftParams;
}

/** Looks an instance up by a payload id (`"12"`) the way the contract does (`Number(id)`). */
export function findInstance(api: ContractApi, symbol: string, id: string | number): NftInstance | null {
  return typedTable<NftInstance>(instanceTable(api, symbol)).findOne({ _id: toBigNumber(id).toNumber() });
}

export function findInstances(api: ContractApi, symbol: string, ids: number[]): NftInstance[] {
  return typedTable<NftInstance>(instanceTable(api, symbol)).find(
    { _id: { $in: ids } },
    { limit: ids.length, indexes: [{ index: '_id', descending: false }] },
  );
}
