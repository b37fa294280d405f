import type { JsonRpcClient } from '../jsonrpc/client';

/** The fields of `condenser_api.get_accounts` the UI reads (balances as `"12.345 HIVE"`). */
export interface HiveAccount {
  name: string;
  balance: string;
  hbd_balance: string;
  posting_json_metadata?: string;
  json_metadata?: string;
  [field: string]: unknown;
}

export interface HiveClient {
  call<T>(method: string, params: unknown[]): Promise<T>;
  getAccounts(names: string[]): Promise<HiveAccount[]>;
}

/** Hive node calls (`POST <node>` with positional params) over a JSON-RPC client. */
export function createHiveClient(rpc: JsonRpcClient): HiveClient {
  const call = <T>(method: string, params: unknown[]) => rpc.call<T>('', method, params);
  return {
    call,
    getAccounts: (names) => call<HiveAccount[]>('condenser_api.get_accounts', [names]),
  };
}
