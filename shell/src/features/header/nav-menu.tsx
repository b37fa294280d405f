import type { NavEntry } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { Menu, MenuItem } from '@tdx/ui/overlay';

export interface NavMenuProps {
  id: string;
  anchor: HTMLElement;
  links: readonly NavEntry[];
  onClose: () => void;
}

/** A dropdown of site links (loaded on first open). */
export default function NavMenu({ id, anchor, links, onClose }: NavMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.href} component={RouterLink} to={link.href} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
