import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toggleCartItem, clearCart } from '@tdx/cart';
import { navEntries } from '@tdx/contracts';
import { emit } from '@tdx/event-bus';
import { MemoryRouter } from 'react-router';
import { useLocation } from '@tdx/router';
import { savedSessionPending$ } from '../../app/session-restore';
import { Header } from './header';
import { mockScreenWidth } from './screen-width.testing';

jest.mock('@tdx/session', () => ({
  useSession: jest.fn(),
  logout: jest.fn(),
  openLoginModal: jest.requireActual('@tdx/session').openLoginModal,
  user$: new (jest.requireActual('rxjs').BehaviorSubject)(null),
}));
jest.mock('@tdx/settings', () => ({ runtimeConfig: () => ({ productName: 'Tribaldex' }), sidechainId: jest.fn() }));
jest.mock('@tdx/event-bus', () => ({ ...jest.requireActual('@tdx/event-bus'), emit: jest.fn() }));

const { useSession, logout } = jest.requireMock('@tdx/session') as { useSession: jest.Mock; logout: jest.Mock };
const { sidechainId } = jest.requireMock('@tdx/settings') as { sidechainId: jest.Mock };

const VISITOR = { user: null, isLoggedIn: false, isAdmin: false };
const BOB = { user: { username: 'bob', scope: [] }, isLoggedIn: true, isAdmin: false };
const ALICE = { user: { username: 'alice', scope: ['admin'] }, isLoggedIn: true, isAdmin: true };

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderHeader(showCart = false) {
  return render(
    <MemoryRouter>
      <Header showCart={showCart} />
      <CurrentPath />
    </MemoryRouter>,
  );
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const currentPath = () => screen.getByRole('status', { name: 'Current path', hidden: true }).textContent;
const linkNames = (scope: HTMLElement) => within(scope).getAllByRole('link').map((link) => link.textContent);

describe('Header', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sidechainId.mockReturnValue('ssc-mainnet-hive');
    useSession.mockReturnValue(VISITOR);
  });

  it('shows visitors the main and public links and a Login button that opens the login modal', () => {
    renderHeader();
    expect(nav().getByRole('link', { name: 'Trade' })).toHaveAttribute('href', '/trade/BEE');
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Tribaldex',
      ...navEntries('main').map((link) => link.label),
      'FAQ',
      'Privacy Policy',
      'Outposts',
    ]);
    expect(nav().queryByRole('link', { name: 'Wallet' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Admin' })).toBeNull();
    fireEvent.click(nav().getByRole('button', { name: 'Login' }));
    expect(emit).toHaveBeenCalledWith({ type: 'open-modal', name: 'loginModal' });
  });

  it('gives a signed-in user the Wallet link but not Admin', () => {
    useSession.mockReturnValue(BOB);
    renderHeader();
    expect(nav().getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    expect(nav().queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(nav().queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('keeps a returning visitor signed in while the saved session is restored: the Wallet link and no Login, then the account', () => {
    act(() => savedSessionPending$.next(true));
    renderHeader();
    expect(nav().getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    expect(nav().queryByRole('button', { name: 'Login' })).toBeNull();
    expect(nav().queryByRole('button', { name: /Account menu/ })).toBeNull();

    useSession.mockReturnValue(BOB);
    act(() => savedSessionPending$.next(false));
    expect(nav().getByRole('button', { name: 'Account menu for bob' })).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Wallet' })).toBeInTheDocument();
  });

  it('gives an admin the Wallet and Admin links', () => {
    useSession.mockReturnValue(ALICE);
    renderHeader();
    expect(nav().getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    expect(nav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('opens the Contracts group with every contract link, and a link navigates and closes it', async () => {
    renderHeader();
    fireEvent.click(nav().getByRole('button', { name: 'Contracts' }));
    const menu = await screen.findByRole('menu');
    // The manifest's Contracts entries; shared/contracts/src/routes.test.ts pins the list.
    expect(within(menu).getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual(navEntries('contracts').map((link) => link.href));
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mining' }));
    expect(currentPath()).toBe('/mining');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('names the account in the user menu, with Admin for admins, and logs out', async () => {
    useSession.mockReturnValue(ALICE);
    renderHeader();
    fireEvent.click(nav().getByRole('button', { name: 'Account menu for alice' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Signed in as alice');
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('has no Admin entry in the user menu of a non-admin', async () => {
    useSession.mockReturnValue(BOB);
    renderHeader();
    fireEvent.click(nav().getByRole('button', { name: 'Account menu for bob' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Signed in as bob');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('announces the testnet whenever the sidechain is not mainnet', () => {
    sidechainId.mockReturnValue('ssc-testnet-hive');
    renderHeader();
    expect(screen.getByText('This website runs on the sidechain testnet.')).toBeInTheDocument();
  });

  it('shows no testnet banner on mainnet', () => {
    renderHeader();
    expect(screen.queryByText('This website runs on the sidechain testnet.')).toBeNull();
  });

  describe('cart', () => {
    afterEach(() => act(() => clearCart()));

    it('is absent unless the page asks for it', () => {
      renderHeader();
      expect(nav().queryByRole('button', { name: /^Cart/ })).toBeNull();
    });

    it('shows the count in its name and badge, following the store', async () => {
      renderHeader(true);
      const cart = await nav().findByRole('button', { name: 'Cart, 0 items' });
      expect(cart).not.toHaveTextContent(/\d/);
      act(() => {
        toggleCartItem({ nftSymbol: 'STAR', nftId: '1', account: 'bob' });
        toggleCartItem({ nftSymbol: 'STAR', nftId: '2', account: 'bob', price: '5', priceSymbol: 'SWAP.HIVE' });
      });
      expect(cart).toHaveAccessibleName('Cart, 2 items');
      expect(cart).toHaveTextContent('2');
    });

    it('lists the items, removes one on click and clears the rest', async () => {
      act(() => {
        toggleCartItem({ nftSymbol: 'STAR', nftId: '1', account: 'bob' });
        toggleCartItem({ nftSymbol: 'STAR', nftId: '2', account: 'bob', price: '5', priceSymbol: 'SWAP.HIVE' });
        toggleCartItem({ nftSymbol: 'CITY', nftId: '9', account: 'carol' });
      });
      renderHeader(true);
      fireEvent.click(await nav().findByRole('button', { name: 'Cart, 3 items' }));
      const menu = await screen.findByRole('menu', { name: 'Cart' });
      expect(within(menu).getByRole('menuitem', { name: /STAR #2/ })).toHaveTextContent('STAR #25 SWAP.HIVERemove');
      fireEvent.click(within(menu).getByRole('menuitem', { name: /STAR #1/ }));
      // The open menu hides the rest of the page from assistive technology.
      expect(screen.getByRole('button', { name: 'Cart, 2 items', hidden: true })).toBeInTheDocument();
      expect(within(menu).queryByRole('menuitem', { name: /STAR #1/ })).toBeNull();
      expect(within(menu).getByRole('menuitem', { name: /STAR #2/ })).toHaveFocus();
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Clear cart' }));
      expect(screen.getByRole('button', { name: 'Cart, 0 items', hidden: true })).toBeInTheDocument();
    });
  });

  describe('below the lg breakpoint', () => {
    beforeEach(() => mockScreenWidth(375));
    afterEach(() => mockScreenWidth.restore());

    it('keeps only the product name, menu button, colour mode and Login in the bar', () => {
      renderHeader();
      expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual(['Tribaldex']);
      expect(nav().queryByRole('button', { name: 'Contracts' })).toBeNull();
      expect(nav().getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      expect(nav().getByRole('button', { name: 'Login' })).toBeInTheDocument();
    });

    it('opens a drawer with every link the user may see, and a link navigates and closes it', async () => {
      useSession.mockReturnValue(ALICE);
      renderHeader();
      fireEvent.click(nav().getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('navigation', { name: 'Site menu' });
      expect(linkNames(drawer)).toEqual([
        ...navEntries('main').map((link) => link.label),
        ...navEntries('contracts').map((link) => link.label),
        ...navEntries('other').map((link) => link.label),
      ]);
      expect(within(within(drawer).getByRole('region', { name: 'Contracts' })).getAllByRole('link')).toHaveLength(11);
      fireEvent.click(within(drawer).getByRole('link', { name: 'Witnesses' }));
      expect(currentPath()).toBe('/witnesses');
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull());
    });

    it('closes the drawer with its Close button', async () => {
      renderHeader();
      fireEvent.click(nav().getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('navigation', { name: 'Site menu' });
      expect(within(drawer).queryByRole('link', { name: 'Wallet' })).toBeNull();
      fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull());
    });
  });
});
