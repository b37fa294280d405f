export type { FindOptions, IndexSort, Query } from '@tdx/contracts';

/** A row of any sidechain table (each has a numeric `_id` unless the table declares a key). */
export type Row = Record<string, unknown>;

/** `blockchain.getStatus`. */
export interface NodeStatus {
  lastBlockNumber: number;
  lastBlockRefHiveBlockNumber: number;
  lastParsedHiveBlockNumber: number;
  lastHash: string;
  SSCnodeVersion: string;
  domain?: string;
  chainId: string;
  lightNode?: boolean;
}

/** `blockchain.getLatestBlockInfo` (only the fields the UI reads; clients ignore the rest). */
export interface BlockInfo {
  blockNumber: number;
  refHiveBlockNumber: number;
  timestamp: string;
  [field: string]: unknown;
}
