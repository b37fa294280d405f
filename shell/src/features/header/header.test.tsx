import { fireEvent, render, screen, within } from '@testing-library/react';
import { emit } from '@tdx/event-bus';
import { MemoryRouter } from '@tdx/router';
import { Header } from './header';

jest.mock('@tdx/session', () => ({
  useSession: jest.fn(),
  logout: jest.fn(),
  openLoginModal: jest.requireActual('@tdx/session').openLoginModal,
}));
jest.mock('@tdx/settings', () => ({ runtimeConfig: () => ({ productName: 'Tribaldex' }), sidechainId: jest.fn() }));
jest.mock('@tdx/event-bus', () => ({ ...jest.requireActual('@tdx/event-bus'), emit: jest.fn() }));

const { useSession } = jest.requireMock('@tdx/session') as { useSession: jest.Mock };
const { sidechainId } = jest.requireMock('@tdx/settings') as { sidechainId: jest.Mock };

function renderHeader() {
  return render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sidechainId.mockReturnValue('ssc-mainnet-hive');
  });

  it('shows visitors the main links and a Login button that opens the login modal', () => {
    useSession.mockReturnValue({ user: null, isLoggedIn: false, isAdmin: false });
    renderHeader();
    expect(nav().getByRole('link', { name: 'Trade' })).toHaveAttribute('href', '/trade/BEE');
    expect(nav().getByRole('link', { name: 'OpenHive' })).toHaveAttribute('href', '/openhive');
    expect(nav().queryByRole('link', { name: 'Wallet' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Admin' })).toBeNull();
    fireEvent.click(nav().getByRole('button', { name: 'Login' }));
    expect(emit).toHaveBeenCalledWith({ type: 'open-modal', name: 'loginModal' });
  });

  it('gives a signed-in admin the Wallet and Admin links and an account menu', () => {
    useSession.mockReturnValue({ user: { username: 'alice', scope: ['admin'] }, isLoggedIn: true, isAdmin: true });
    renderHeader();
    expect(nav().getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    expect(nav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(nav().queryByRole('button', { name: 'Login' })).toBeNull();
    expect(nav().getByRole('button', { name: /alice/ })).toBeInTheDocument();
  });

  it('announces the testnet whenever the sidechain is not mainnet', () => {
    useSession.mockReturnValue({ user: null, isLoggedIn: false, isAdmin: false });
    sidechainId.mockReturnValue('ssc-testnet-hive');
    renderHeader();
    expect(screen.getByText('This website runs on the sidechain testnet.')).toBeInTheDocument();
  });
});
