import { paths } from '@tdx/contracts';

/** The management page of one token (`/tokens/manage?symbol=…`). */
export function tokenManageHref(symbol: string): string {
  return `${paths.tokensManage.href()}?${new URLSearchParams({ symbol })}`;
}
