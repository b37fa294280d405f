import type { NavEntry } from '@tdx/contracts';
import { RouterButton } from './router-button';

/** A row of header links. */
export function LinkButtons({ links }: { links: readonly NavEntry[] }) {
  return links.map((link) => (
    <RouterButton key={link.href} to={link.href}>
      {link.label}
    </RouterButton>
  ));
}
