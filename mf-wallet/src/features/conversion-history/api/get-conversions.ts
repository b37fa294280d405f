import { dataKeys, defineQuery } from '@tdx/data';
import { bridgeApi } from '@tdx/api';
import type { ConversionPage } from '@tdx/contracts';
import { conversionFilter, CONVERSIONS_PAGE_SIZE, type ConversionDirection } from '../utils/conversion-paging';

export interface ConversionsQuery {
  account: string;
  direction: ConversionDirection;
  offset: number;
}

/** One page of the user's deposits or withdrawals through the converter, newest first. */
export function getConversions({ account, direction, offset }: ConversionsQuery): Promise<ConversionPage> {
  return bridgeApi.getConversions({ limit: CONVERSIONS_PAGE_SIZE, offset, ...conversionFilter(direction, account) });
}

export const conversionsQuery = defineQuery({
  key: ({ account, direction, offset }: ConversionsQuery) => [...dataKeys.account(account), 'conversions', direction, offset],
  fetch: getConversions,
});
