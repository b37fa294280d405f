import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Header } from './header';

jest.mock('@tdx/session', () => ({
  useSession: () => ({ user: null, isLoggedIn: false, isAdmin: false }),
  logout: jest.fn(),
  openLoginModal: jest.fn(),
}));
jest.mock('@tdx/settings', () => ({ runtimeConfig: () => ({ productName: 'Tribaldex' }), sidechainId: () => 'ssc-mainnet-hive' }));
jest.mock('./cart-button', () => {
  throw new Error('Loading chunk 433 failed');
});

describe('Header when the cart code cannot load', () => {
  it('keeps the rest of the header working without the cart', async () => {
    const logError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <Header showCart />
      </MemoryRouter>,
    );
    // React reports the error the cart's boundary caught.
    await waitFor(() => expect(logError).toHaveBeenCalled());
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'OpenHive' })).toBeInTheDocument();
    expect(nav.queryByRole('button', { name: /^Cart/ })).toBeNull();
    logError.mockRestore();
  });
});
