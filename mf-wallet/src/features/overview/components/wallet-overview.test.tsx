import { act, render, screen } from '@testing-library/react';
import { user$ } from '@tdx/session';
import { WalletOverview } from './wallet-overview';

jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), queries: { getBalance: jest.fn() } }));
const { getBalance } = (jest.requireMock('@tdx/api') as { queries: { getBalance: jest.Mock } }).queries;

describe('WalletOverview', () => {
  afterEach(() => act(() => user$.next(null)));

  it('shows the signed-in account and its BEE balance from the sidechain', async () => {
    getBalance.mockResolvedValue({ account: 'alice', symbol: 'BEE', balance: '1234.5678' });
    act(() => user$.next({ username: 'alice', scope: [] }));
    render(<WalletOverview />);
    expect(screen.getByRole('heading', { name: 'Wallet of alice' })).toBeInTheDocument();
    expect(screen.getByTestId('wallet-username')).toHaveTextContent(/^alice$/);
    expect(await screen.findByTestId('wallet-bee-balance')).toHaveTextContent('BEE');
    expect(getBalance).toHaveBeenCalledWith('alice', 'BEE');
  });

  it('says the balance is unavailable when the read fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getBalance.mockRejectedValue(new Error('nodes down'));
    act(() => user$.next({ username: 'bob', scope: [] }));
    render(<WalletOverview />);
    expect(await screen.findByText('Balance unavailable')).toBeInTheDocument();
  });

  it('keeps the area marked as not built yet', () => {
    render(<WalletOverview />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wallet is not available yet');
  });
});
