import type { TransactionInfo } from '@tdx/contracts';
import type { JsonRpcClient } from '../jsonrpc/client';
import type { BlockInfo, FindOptions, NodeStatus, Query, Row } from './types';

export const DEFAULT_PAGE_SIZE = 1000;

export interface FindAllOptions {
  /** Rows per request (at most the node's limit, 1000). */
  pageSize?: number;
}

export interface SidechainClient {
  find<T = Row>(contract: string, table: string, query: Query, options?: FindOptions): Promise<T[]>;
  findOne<T = Row>(contract: string, table: string, query: Query): Promise<T | null>;
  /**
   * Every row matching `query`, paged by `_id` ascending (`{_id: {$gt: lastId}}`) until a page
   * comes back shorter than the page size.
   */
  findAll<T extends { _id: number } = Row & { _id: number }>(contract: string, table: string, query: Query, options?: FindAllOptions): Promise<T[]>;
  getContract(name: string): Promise<Row | null>;
  /**
   * `null` until processed. For a 40-char Hive tx id of a multi-action broadcast the node answers
   * with the array of its `-N` transactions.
   */
  getTransactionInfo(txid: string): Promise<TransactionInfo | TransactionInfo[] | null>;
  getLatestBlockInfo(): Promise<BlockInfo>;
  getStatus(): Promise<NodeStatus>;
}

/** The sidechain methods over a JSON-RPC client (`<node>/contracts`, `<node>/blockchain`). */
export function createSidechainClient(rpc: JsonRpcClient): SidechainClient {
  const find = <T>(contract: string, table: string, query: Query, options: FindOptions = {}) =>
    rpc.call<T[] | null>('contracts', 'find', { contract, table, query, ...options }).then((rows) => rows ?? []);

  return {
    find,
    findOne: (contract, table, query) => rpc.call('contracts', 'findOne', { contract, table, query }),
    async findAll<T extends { _id: number }>(contract: string, table: string, query: Query, options: FindAllOptions = {}) {
      const limit = options.pageSize ?? DEFAULT_PAGE_SIZE;
      const indexes = [{ index: '_id', descending: false }];
      const rows: T[] = [];
      for (;;) {
        const after = rows.length > 0 ? { _id: { $gt: rows[rows.length - 1]._id } } : {};
        const page = await find<T>(contract, table, { ...query, ...after }, { limit, indexes });
        rows.push(...page);
        if (page.length < limit) return rows;
      }
    },
    getContract: (name) => rpc.call('contracts', 'getContract', { name }),
    getTransactionInfo: (txid) => rpc.call('blockchain', 'getTransactionInfo', { txid }),
    getLatestBlockInfo: () => rpc.call('blockchain', 'getLatestBlockInfo', {}),
    getStatus: () => rpc.call('blockchain', 'getStatus', {}),
  };
}
