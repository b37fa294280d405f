import type { TransactionInfo } from '@tdx/contracts';
import type { JsonRpcClient } from '../jsonrpc/client';
import { checkPageAdvances, MAX_PAGES, PagingError } from './paging';
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
   * comes back shorter than the page size. Rejects with a `PagingError` when a page's last `_id`
   * does not pass the previous page's, or after `MAX_PAGES` full pages (a node looping).
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
      for (let pages = 0; pages < MAX_PAGES; pages += 1) {
        const lastId = rows.length > 0 ? rows[rows.length - 1]._id : undefined;
        const after = lastId === undefined ? {} : { _id: { $gt: lastId } };
        const page = await find<T>(contract, table, { ...query, ...after }, { limit, indexes });
        checkPageAdvances(contract, table, page, lastId);
        rows.push(...page);
        if (page.length < limit) return rows;
      }
      throw new PagingError(contract, table, `more than ${MAX_PAGES} full pages`);
    },
    getContract: (name) => rpc.call('contracts', 'getContract', { name }),
    getTransactionInfo: (txid) => rpc.call('blockchain', 'getTransactionInfo', { txid }),
    getLatestBlockInfo: () => rpc.call('blockchain', 'getLatestBlockInfo', {}),
    getStatus: () => rpc.call('blockchain', 'getStatus', {}),
  };
}
