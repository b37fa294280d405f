import { safeHttpUrl } from '@tdx/ui';

/** The block explorer's page of an account (`<explorer>/@<account>`), or null when the base is not http(s). */
export function accountUrl(explorerBase: string | undefined, account: string): string | null {
  const base = (explorerBase ?? '').replace(/\/+$/, '');
  return base ? safeHttpUrl(`${base}/@${encodeURIComponent(account)}`) : null;
}
