import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queries, sidechain } from '@tdx/api';
import type { Balance, Token } from '@tdx/contracts';
import { queryClient } from '@tdx/data';
import { user$ } from '@tdx/session';
import { MemoryRouter, useLocation } from 'react-router';
import { TokenManagePage } from './token-manage-page';

jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), sidechain: { findOne: jest.fn() }, queries: { getTokens: jest.fn(), getBalance: jest.fn() } }));
const getTokens = jest.mocked(queries.getTokens);

const token = (symbol: string, fields: Partial<Token> = {}): Token =>
  ({ symbol, name: `${symbol} Token`, issuer: 'bob', precision: 2, supply: '10.00', circulatingSupply: '10.00', maxSupply: '1000.00', metadata: { desc: '<img src=x onerror=alert(1)>' }, icon: '', ...fields }) as Token;
let issued: Token[];

beforeEach(() => {
  issued = [token('ZETA'), token('ALFA', { stakingEnabled: true, unstakingCooldown: 7, numberTransactions: 2 })];
  act(() => user$.next({ username: 'bob', scope: [] }));
  getTokens.mockImplementation(async () => [...issued]);
  jest.mocked(sidechain.findOne).mockImplementation(async (_contract: string, _table: string, query: Record<string, unknown>) => (query.symbol === 'HONEY' ? { symbol: 'HONEY', issuer: 'alice' } : null));
  jest.mocked(queries.getBalance).mockResolvedValue({ balance: '5000' } as Balance);
});
afterEach(() => {
  act(() => user$.next(null));
  queryClient.clear();
  jest.clearAllMocks();
});

function Where() {
  const { search } = useLocation();
  return <p>Address {search}</p>;
}

function renderPage(search = '') {
  render(
    <MemoryRouter initialEntries={[`/tokens/manage${search}`]}>
      <TokenManagePage />
      <Where />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('TokenManagePage', () => {
  it('shows the first of the user’s tokens without ?symbol=, its figures as text, and its issuer actions', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'ALFA · ALFA Token' })).toBeInTheDocument();
    expect(getTokens).toHaveBeenCalledWith({ issuer: 'bob' });
    expect(screen.getByText('On: unstaking takes 7 days in 2 tranches')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable staking' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enable delegation' })).toBeEnabled());
  });

  it('takes the token from ?symbol= and changes it with the picker', async () => {
    const user = renderPage('?symbol=ZETA');
    expect(await screen.findByRole('heading', { level: 2, name: 'ZETA · ZETA Token' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable delegation' })).toHaveAccessibleDescription('Enable staking first');
    await user.click(screen.getByRole('combobox', { name: 'Token to manage' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'ALFA · ALFA Token' }));
    expect(await screen.findByText('Address ?symbol=ALFA')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'ALFA · ALFA Token' })).toBeInTheDocument();
  });

  it('says who issues a token that is not the user’s, or that there is none', async () => {
    renderPage('?symbol=HONEY');
    expect(await screen.findByText('HONEY is issued by alice, not by you: only its issuer can manage it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue' })).not.toBeInTheDocument();
  });

  it('tells a user who issued nothing how to create a token', async () => {
    issued = [];
    renderPage('?symbol=NOPE');
    expect(await screen.findByRole('heading', { name: 'You have not issued any token yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a token' })).toHaveAttribute('href', '/tokens/create');
    expect(await screen.findByText('There is no token NOPE on the sidechain.')).toBeInTheDocument();
  });

  it('offers Retry when the user’s tokens cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getTokens.mockRejectedValue(new Error('nodes down'));
    renderPage();
    expect(await screen.findByText('Your tokens could not be read from the sidechain nodes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
