import type { Theme } from '@mui/material/styles';
import { navEntries, paths, type NavEntry } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { useSession } from '@tdx/session';
import { Box, Button, Typography } from '@tdx/ui';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { productName } from '../../app/product-name';
import { openLoginModal } from '@tdx/session';
import { ColorModeToggle } from './color-mode-toggle';
import { RouterButton } from './router-button';
import { TestnetBanner } from './testnet-banner';
import { visibleLinks } from './visible-links';

const NavMenu = lazy(() => import('./nav-menu'));
const UserMenu = lazy(() => import('./user-menu'));

type OpenMenu = { kind: 'contracts' | 'user'; anchor: HTMLElement } | null;

// What MUI's sticky AppBar (colour "default", no elevation) and Toolbar looked like, without their code on the first page.
const HEADER_STYLE = {
  position: 'sticky',
  top: 0,
  zIndex: 'appBar',
  bgcolor: ({ palette }: Theme) => (palette.mode === 'light' ? palette.grey[100] : palette.grey[900]),
  color: 'text.primary',
  borderBottom: 1,
  borderColor: 'divider',
} as const;
const NAV_STYLE = { display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', minHeight: { xs: 56, sm: 64 }, px: { xs: 2, sm: 3 } } as const;

const MAIN_LINKS = navEntries('main');
const CONTRACT_LINKS = navEntries('contracts');
const OTHER_LINKS = navEntries('other');

function LinkButtons({ links }: { links: readonly NavEntry[] }) {
  return links.map((link) => (
    <RouterButton key={link.href} to={link.href}>
      {link.label}
    </RouterButton>
  ));
}

/** Site header: product name, links derived from the route manifest, login or the user menu. */
export function Header() {
  const { user, isAdmin } = useSession();
  const [menu, setMenu] = useState<OpenMenu>(null);
  const openMenu = (kind: 'contracts' | 'user') => (event: MouseEvent<HTMLElement>) => setMenu({ kind, anchor: event.currentTarget });
  const closeMenu = () => setMenu(null);

  return (
    <Box component="header" sx={HEADER_STYLE}>
      <TestnetBanner />
      <Box component="nav" aria-label="Main" sx={NAV_STYLE}>
        <Typography component={RouterLink} to={paths.home.href()} variant="h6" sx={{ mr: 2, color: 'primary.main', textDecoration: 'none', fontWeight: 700 }}>
          {productName()}
        </Typography>
        <LinkButtons links={MAIN_LINKS} />
        <Button color="inherit" size="small" aria-haspopup="menu" aria-controls={menu?.kind === 'contracts' ? 'contracts-menu' : undefined} onClick={openMenu('contracts')}>
          Contracts
        </Button>
        <LinkButtons links={visibleLinks(OTHER_LINKS, user !== null, isAdmin)} />
        <Box sx={{ flexGrow: 1 }} />
        <ColorModeToggle />
        {user ? (
          <Button color="inherit" aria-haspopup="menu" aria-label={`Account menu for ${user.username}`} onClick={openMenu('user')}>
            {user.username}
          </Button>
        ) : (
          <Button variant="contained" onClick={openLoginModal}>
            Login
          </Button>
        )}
      </Box>
      <Suspense fallback={null}>
        {menu?.kind === 'contracts' && <NavMenu id="contracts-menu" anchor={menu.anchor} links={CONTRACT_LINKS} onClose={closeMenu} />}
        {menu?.kind === 'user' && user && <UserMenu anchor={menu.anchor} username={user.username} admin={isAdmin} onClose={closeMenu} />}
      </Suspense>
    </Box>
  );
}
