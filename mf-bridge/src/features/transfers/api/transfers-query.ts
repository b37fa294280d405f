import { bridgeApi } from '@tdx/api';
import type { BridgeTransfer } from '@tdx/contracts';
import { definePagedQuery } from '@tdx/data';
import { queryOf, type TransferFilters } from '../model/transfer-filters';

export const TRANSFERS_PAGE_SIZE = 20;

/** Every bridge's transfers matching the filters, newest first, a page at a time. */
export const transfersQuery = definePagedQuery({
  key: (filters: TransferFilters) => ['bridge', 'transfers', filters],
  fetchPage: async (filters: TransferFilters, offset: number) =>
    (await bridgeApi.getTransfers({ ...queryOf(filters), limit: TRANSFERS_PAGE_SIZE, offset })).transfers,
  pageSize: TRANSFERS_PAGE_SIZE,
  rowKey: (transfer: BridgeTransfer) => transfer.id,
  sortKey: (transfer: BridgeTransfer) => Date.parse(transfer.createdAt),
});
