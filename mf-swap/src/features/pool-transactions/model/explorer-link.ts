import { safeHttpUrl } from '@tdx/ui';

/** The block explorer's page of a sidechain transaction (`<explorer>/tx/<id>`), or null when the base is not http(s). */
export function transactionUrl(explorerBase: string | undefined, transactionId: string): string | null {
  const base = (explorerBase ?? '').replace(/\/+$/, '');
  return base ? safeHttpUrl(`${base}/tx/${encodeURIComponent(transactionId)}`) : null;
}
