/** Shapes served by the Hive node stand-in (condenser_api). */

export interface Authority {
  weight_threshold: number;
  account_auths: [string, number][];
  key_auths: [string, number][];
}

/** The subset of a condenser_api.get_accounts entry that clients read, plus realistic filler. */
export interface CondenserAccount {
  id: number;
  name: string;
  owner: Authority;
  active: Authority;
  posting: Authority;
  memo_key: string;
  json_metadata: string;
  posting_json_metadata: string;
  /** e.g. "123.456 HIVE" */
  balance: string;
  /** e.g. "12.345 HBD" */
  hbd_balance: string;
  savings_balance: string;
  savings_hbd_balance: string;
  vesting_shares: string;
  delegated_vesting_shares: string;
  received_vesting_shares: string;
  reputation: number;
  created: string;
  last_owner_update: string;
  last_account_update: string;
}

/** condenser_api.broadcast_transaction_synchronous result. */
export interface HiveBroadcastResult {
  id: string;
  tx_id: string;
  block_num: number;
  trx_num: number;
  expired: false;
}
