import type { NavEntry } from '@tdx/contracts';

/** The links a visitor may see: `user` links need a login, `admin` links the admin scope. */
export function visibleLinks(links: readonly NavEntry[], loggedIn: boolean, admin: boolean): NavEntry[] {
  return links.filter(
    (link) => link.audience === 'everyone' || (link.audience === 'user' && loggedIn) || (link.audience === 'admin' && admin),
  );
}
