import { navEntries, paths } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { openLoginModal, useSession } from '@tdx/session';
import { lazyThemed, PlainButton } from '@tdx/ui/base';
import { Suspense, useState, type MouseEvent } from 'react';
import { OptionalPart } from '../../app/optional-part';
import { savedSessionPending$, useRestoreFlag } from '../../app/session-restore';
import { productName } from '../../app/product-name';
import { ColorModeToggle } from './color-mode-toggle';
import * as styles from './header.css';
import { LinkButtons } from './link-buttons';
import { MENU_ICON, PathIcon } from './path-icon';
import { TestnetBanner } from './testnet-banner';
import { useWideScreen } from './use-wide-screen';
import { visibleLinks } from './visible-links';

const NavMenu = lazyThemed(() => import('./nav-menu'));
const UserMenu = lazyThemed(() => import('./user-menu'));
const MobileMenu = lazyThemed(() => import('./mobile-menu'));
const CartButton = lazyThemed(() => import('./cart-button'));

type OpenMenu = { kind: 'contracts' | 'user'; anchor: HTMLElement } | null;

const MAIN_LINKS = navEntries('main');
const CONTRACT_LINKS = navEntries('contracts');
const OTHER_LINKS = navEntries('other');

/**
 * Site header: product name, links derived from the route manifest (in a drawer below `lg`), the
 * OpenHive cart, the colour mode, and Login or the user menu.
 */
export function Header({ showCart = false }: { showCart?: boolean }) {
  const { user, isAdmin } = useSession();
  // A returning visitor is signed in from the start; only their name and scope come later.
  const savedSessionPending = useRestoreFlag(savedSessionPending$);
  const signedIn = user !== null || savedSessionPending;
  const wide = useWideScreen();
  const [menu, setMenu] = useState<OpenMenu>(null);
  // null until first opened, so the drawer's code loads on demand and still animates closed.
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  const openMenu = (kind: 'contracts' | 'user') => (event: MouseEvent<HTMLElement>) => setMenu({ kind, anchor: event.currentTarget });
  const closeMenu = () => setMenu(null);
  const otherLinks = visibleLinks(OTHER_LINKS, signedIn, isAdmin);

  return (
    <header className={styles.bar}>
      <TestnetBanner />
      <nav aria-label="Main" className={styles.nav}>
        {!wide && (
          <PlainButton round aria-label="Open menu" aria-expanded={drawerOpen === true} onClick={() => setDrawerOpen(true)}>
            <PathIcon path={MENU_ICON} />
          </PlainButton>
        )}
        <RouterLink to={paths.home.href()} className={styles.productLink}>
          {productName()}
        </RouterLink>
        {wide && (
          <>
            <LinkButtons links={MAIN_LINKS} />
            <PlainButton aria-haspopup="menu" aria-expanded={menu?.kind === 'contracts'} aria-controls={menu?.kind === 'contracts' ? 'contracts-menu' : undefined} onClick={openMenu('contracts')}>
              Contracts
            </PlainButton>
            <LinkButtons links={otherLinks} />
          </>
        )}
        <div className={styles.spacer} />
        {/* Unlike the menus, the cart appears by itself (on OpenHive pages): if its code or the
            theme's cannot load, the header goes on without it. */}
        {showCart && (
          <OptionalPart name="cart">
            <Suspense fallback={null}>
              <CartButton />
            </Suspense>
          </OptionalPart>
        )}
        {/* A returning visitor's account button comes once the saved session is restored, often
            after the first paint; Login is not shown meanwhile. Nothing right of it moves with its
            width, so its arrival shifts no layout. */}
        {user ? (
          <PlainButton aria-haspopup="menu" aria-label={`Account menu for ${user.username}`} className={styles.accountButton} onClick={openMenu('user')}>
            <span className={styles.accountName}>{user.username}</span>
          </PlainButton>
        ) : (
          !signedIn && (
            <PlainButton tone="contained" onClick={openLoginModal}>
              Login
            </PlainButton>
          )
        )}
        <ColorModeToggle />
      </nav>
      <Suspense fallback={null}>
        {menu?.kind === 'contracts' && <NavMenu id="contracts-menu" anchor={menu.anchor} links={CONTRACT_LINKS} onClose={closeMenu} />}
        {menu?.kind === 'user' && user && <UserMenu anchor={menu.anchor} username={user.username} admin={isAdmin} onClose={closeMenu} />}
        {!wide && drawerOpen !== null && (
          <MobileMenu
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            groups={[{ links: MAIN_LINKS }, { title: 'Contracts', links: CONTRACT_LINKS }, { links: otherLinks }]}
          />
        )}
      </Suspense>
    </header>
  );
}
