import { paths } from '@tdx/contracts';

/** The management page of one token (`/tokens/manage?symbol=…`). */
export function tokenManageHref(symbol: string): string {
  return `${paths.tokensManage.href()}?${new URLSearchParams({ symbol })}`;
}

/** Where a user short of BEE can buy it. */
export const GET_BEE_HREF = paths.trade.href('BEE');

/** The swap form buying BEE with SWAP.HIVE. */
export const SWAP_FOR_BEE_HREF = `${paths.swap.href()}?${new URLSearchParams({ from: 'SWAP.HIVE', to: 'BEE' })}`;
