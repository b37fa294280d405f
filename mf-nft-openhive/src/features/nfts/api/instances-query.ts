import { sidechain } from '@tdx/api';
import { definePagedQuery } from '@tdx/data';
import type { NftInstanceRow } from '../../../shared';
import { listedIds, toInstanceListRow, type InstanceListRow, type NftSellOrderRow } from '../model/instance-rows';

/** Instances per request: a few screens of rows. */
export const INSTANCES_PAGE_SIZE = 200;

const BY_ID = [{ index: '_id', descending: false }];

export interface InstancesArgs {
  symbol: string;
  /** The definition's property names, in its order. */
  propertyOrder: readonly string[];
  /** Whether the NFT has a sell book to read prices from. */
  marketEnabled: boolean;
}

/**
 * One page of instances: the smallest `_id`s above `after` (keyset paging: `after` is the last id
 * of the page before, 0 for the first), so no row is skipped or read twice whatever gaps the ids have.
 */
export async function readInstancesPage({ symbol, propertyOrder, marketEnabled }: InstancesArgs, after: number): Promise<InstanceListRow[]> {
  const rows = await sidechain.find<NftInstanceRow>('nft', `${symbol}instances`, { _id: { $gt: after } }, { limit: INSTANCES_PAGE_SIZE, indexes: BY_ID });
  const listed = marketEnabled ? listedIds(rows) : [];
  // One sell-book read for the page's listed instances, not one per row.
  const orders = listed.length === 0 ? [] : await sidechain.find<NftSellOrderRow>('nftmarket', `${symbol}sellBook`, { nftId: { $in: listed } }, { limit: listed.length });
  const orderOf = new Map(orders.map((order) => [order.nftId, order]));
  const now = Date.now();
  return rows.map((row) => toInstanceListRow(row, orderOf.get(String(row._id)), propertyOrder, now));
}

/** A definition's instances, a page at a time as the list is scrolled (never all of them at once). */
export const instancesQuery = definePagedQuery({
  key: ({ symbol, marketEnabled }: InstancesArgs) => ['nft', 'instances', symbol, marketEnabled],
  fetchPage: readInstancesPage,
  pageSize: INSTANCES_PAGE_SIZE,
  rowKey: (row: InstanceListRow) => row.id,
  nextPageParam: (row: InstanceListRow) => Number(row.id),
});
