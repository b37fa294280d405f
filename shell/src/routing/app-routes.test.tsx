import { act, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import type { RuntimeConfig, Settings } from '@tdx/contracts';
import { MemoryRouter } from 'react-router';
import { useLocation } from '@tdx/router';
import userEvent from '@testing-library/user-event';
import { pageReadiness } from '../app/page-readiness';
import { AppRoutes } from './app-routes';

jest.mock('./remote-outlet/remote-outlet', () => ({
  __esModule: true,
  default: ({ remote, onShown }: { remote: string; onShown: () => void }) => (
    <button type="button" onClick={onShown}>
      parcel {remote}
    </button>
  ),
}));
jest.mock('./chain-lookups', () => ({ tokenExists: jest.fn(), supportedNfts: jest.fn() }));
jest.mock('@tdx/session', () => ({
  useSession: jest.fn(),
  logout: jest.fn(),
  login: jest.fn(),
  openLoginModal: jest.requireActual('@tdx/session').openLoginModal,
}));
jest.mock('@tdx/settings', () => ({
  useSettings: jest.fn(),
  runtimeConfig: () => ({ productName: 'Tribaldex', explorerUrl: 'https://explorer.example' }) as RuntimeConfig,
  sidechainId: () => 'ssc-mainnet-hive',
  externalLinks: () => jest.requireActual('@tdx/settings').DEFAULT_EXTERNAL_LINKS,
}));
jest.mock('../app/session-restore', () => {
  const { BehaviorSubject } = jest.requireActual('rxjs');
  const { useRestoreFlag } = jest.requireActual('../app/session-restore');
  return { sessionRestoring$: new BehaviorSubject(false), savedSessionPending$: new BehaviorSubject(false), useRestoreFlag };
});

const mocks = {
  tokenExists: (jest.requireMock('./chain-lookups') as { tokenExists: jest.Mock }).tokenExists,
  supportedNfts: (jest.requireMock('./chain-lookups') as { supportedNfts: jest.Mock }).supportedNfts,
  useSession: (jest.requireMock('@tdx/session') as { useSession: jest.Mock }).useSession,
  useSettings: (jest.requireMock('@tdx/settings') as { useSettings: jest.Mock }).useSettings,
};

const SETTINGS = { maintenance: false, disabled_tokens: ['DEAD'], deprecated_tokens: ['OLD'] } as Settings;

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function routesAt(path: string) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Location />
    </MemoryRouter>
  );
}

const renderAt = (path: string) => render(routesAt(path));

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('AppRoutes', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    mocks.useSession.mockReturnValue({ user: null, isLoggedIn: false, isAdmin: false });
    mocks.useSettings.mockReturnValue({ settings: SETTINGS, hivePrice: null });
    mocks.tokenExists.mockResolvedValue(true);
    mocks.supportedNfts.mockResolvedValue(['STAR']);
  });

  it('redirects /trade to the BEE market and mounts the trade area once BEE is tradable', async () => {
    renderAt('/trade');
    expect(await screen.findByText('parcel mf_trade')).toBeInTheDocument();
    expect(location()).toBe('/trade/BEE');
    expect(mocks.tokenExists).toHaveBeenCalledWith('BEE');
    await waitFor(() => expect(document.title).toBe('BEE Market - Tribaldex'));
  });

  it("holds the page as not ready while an area's route decides and until its parcel has been painted; a shell page does not", async () => {
    let resolveLookup = (_exists: boolean) => {};
    mocks.tokenExists.mockReturnValue(new Promise<boolean>((resolve) => (resolveLookup = resolve)));
    const ready = jest.fn();
    const { unmount } = renderAt('/trade/BEE');
    pageReadiness.whenReady(ready);
    resolveLookup(true);
    const parcel = await screen.findByRole('button', { name: 'parcel mf_trade' });
    expect(ready).not.toHaveBeenCalled();
    await userEvent.click(parcel);
    // Shown means painted: the page is ready once the frame after the mount has been shown.
    expect(ready).not.toHaveBeenCalled();
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    unmount();

    renderAt('/faq');
    const atOnce = jest.fn();
    pageReadiness.whenReady(atOnce);
    expect(atOnce).toHaveBeenCalledTimes(1);
  });

  it("renders an area page's footer (and loads MUI's theme for it) only once its parcel has been painted", async () => {
    renderAt('/trade/BEE');
    const parcel = await screen.findByRole('button', { name: 'parcel mf_trade' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await userEvent.click(parcel);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps the alias parameter: /dao/{fund} shows /tokenfunds/{fund}', async () => {
    renderAt('/dao/BEE:WORK');
    expect(await screen.findByText('parcel mf_contracts')).toBeInTheDocument();
    expect(location()).toBe('/tokenfunds/BEE%3AWORK');
  });

  it('turns /dieselpools/add into the swap page with its action', async () => {
    renderAt('/dieselpools/add');
    expect(await screen.findByText('parcel mf_swap')).toBeInTheDocument();
    expect(location()).toBe('/swap?action=add');
  });

  it('shows Page Not Found with the path for an unknown address', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByText('Nothing lives at this address: /no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found - Tribaldex'));
  });

  it('fails the route validity check as a 404 before asking the chain', async () => {
    renderAt('/trade/not-a-symbol');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(mocks.tokenExists).not.toHaveBeenCalled();
  });

  it('treats missing, disabled and deprecated tokens as not found', async () => {
    mocks.tokenExists.mockResolvedValue(false);
    const { unmount } = renderAt('/trade/GONE');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    unmount();
    mocks.tokenExists.mockResolvedValue(true);
    renderAt('/trade/OLD');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('asks visitors to log in on protected pages', async () => {
    renderAt('/wallet/open-orders');
    expect(await screen.findByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(screen.queryByText('parcel mf_wallet')).toBeNull();
  });

  it('mounts the area for a logged-in user and refuses the admin area to non-admins', async () => {
    mocks.useSession.mockReturnValue({ user: { username: 'bob', scope: [] }, isLoggedIn: true, isAdmin: false });
    const { unmount } = renderAt('/wallet');
    expect(screen.getByText('parcel mf_wallet')).toBeInTheDocument();
    unmount();
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('shows an OpenHive item only for a supported NFT', async () => {
    const { unmount } = renderAt('/openhive/STAR/Rare');
    expect(await screen.findByText('parcel mf_nft_openhive')).toBeInTheDocument();
    unmount();
    renderAt('/openhive/NOPE/Rare');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('sends every page but login and admin to /maintenance while maintenance is on', async () => {
    mocks.useSettings.mockReturnValue({ settings: { ...SETTINGS, maintenance: true }, hivePrice: null });
    renderAt('/swap');
    expect(await screen.findByRole('heading', { name: 'Down for maintenance' })).toBeInTheDocument();
    expect(location()).toBe('/maintenance');
  });

  describe('before the settings are known', () => {
    // Served like the real store serves them: every component reading them re-renders when they arrive.
    type SettingsState = { settings: Settings | null; hivePrice: null; settingsSettled: boolean };
    let settingsState: SettingsState;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const settingsArrive = (state: SettingsState) =>
      act(() => {
        settingsState = state;
        listeners.forEach((listener) => listener());
      });

    beforeEach(() => {
      settingsState = { settings: null, hivePrice: null, settingsSettled: false };
      mocks.useSettings.mockImplementation(() => useSyncExternalStore(subscribe, () => settingsState));
    });

    it('shows an area route loading, mounts nothing, then follows maintenance once they arrive', async () => {
      render(routesAt('/swap'));
      expect(await screen.findByText('Loading…')).toBeInTheDocument();
      expect(screen.queryByText('parcel mf_swap')).toBeNull();

      settingsArrive({ settings: { ...SETTINGS, maintenance: true }, hivePrice: null, settingsSettled: true });
      expect(await screen.findByRole('heading', { name: 'Down for maintenance' })).toBeInTheDocument();
      expect(screen.queryByText('parcel mf_swap')).toBeNull();
    });

    it('mounts the area when the settings failed to load, so the site keeps working', async () => {
      render(routesAt('/swap'));
      expect(await screen.findByText('Loading…')).toBeInTheDocument();
      settingsArrive({ settings: null, hivePrice: null, settingsSettled: true });
      expect(await screen.findByText('parcel mf_swap')).toBeInTheDocument();
    });

    it("shows the shell's own pages at once", async () => {
      renderAt('/faq');
      expect(await screen.findByRole('heading', { level: 1, name: /FAQ|Frequently/ })).toBeInTheDocument();
    });
  });
});
