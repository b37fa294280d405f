import type { ContractApi } from '../../chain/contract-api';
import { blockTimeMs } from '../shared/block-time';
import { type TypedTable, typedTable } from '../shared/typed-table';
import type { AccountControlRow, ResourceParams } from './rows';

const accountControls = (api: ContractApi): TypedTable<AccountControlRow> => typedTable(api.table('accountControls'));

export function readParams(api: ContractApi): ResourceParams {
  return typedTable<ResourceParams>(api.table('params')).findOne({}) as ResourceParams;
}

export function findAccountControl(api: ContractApi, account: unknown): AccountControlRow | null {
  return accountControls(api).findOne({ account });
}

/** Inserts a new row or replaces the stored one. */
export function saveAccountControl(api: ContractApi, row: AccountControlRow, isNew: boolean): void {
  if (isNew) accountControls(api).insert(row);
  else accountControls(api).update(row);
}

/** On the allow-list with a subscription that has not ended yet. */
export function isStillAllowed(api: ContractApi, row: AccountControlRow | null): boolean {
  if (!row?.isAllowed || !row.allowedUntil) return false;
  return blockTimeMs(api) < row.allowedUntil;
}
