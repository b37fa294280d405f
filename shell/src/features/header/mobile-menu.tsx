import type { NavEntry } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { Box, Typography } from '@tdx/ui';
import { Button, Drawer } from '@tdx/ui/overlay';
import { PathIcon } from './path-icon';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** Link groups in header order; a titled group gets a heading. */
  groups: ReadonlyArray<{ title?: string; links: readonly NavEntry[] }>;
}

/** Material "Close" (here rather than in path-icon.tsx, which is on the first page). */
const CLOSE_ICON = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

const LINK_STYLE = { justifyContent: 'flex-start', px: 2, py: 1 } as const;

/** The header's links in a drawer, for windows narrower than `lg` (loaded on first open). */
export default function MobileMenu({ open, onClose, groups }: MobileMenuProps) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' } } }}>
      <Box component="nav" aria-label="Site menu" sx={{ display: 'flex', flexDirection: 'column', pb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, minHeight: 56 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Menu
          </Typography>
          <Button color="inherit" aria-label="Close menu" sx={{ minWidth: 0, p: 1, borderRadius: '50%' }} onClick={onClose}>
            <PathIcon path={CLOSE_ICON} />
          </Button>
        </Box>
        {groups.map(({ title, links }) => (
          <Box component="section" key={title ?? links[0]?.href} aria-label={title} sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
            {title && (
              <Typography variant="overline" component="h3" color="text.secondary" sx={{ px: 2 }}>
                {title}
              </Typography>
            )}
            {links.map((link) => (
              <Button key={link.href} component={RouterLink} to={link.href} color="inherit" fullWidth sx={LINK_STYLE} onClick={onClose}>
                {link.label}
              </Button>
            ))}
          </Box>
        ))}
      </Box>
    </Drawer>
  );
}
