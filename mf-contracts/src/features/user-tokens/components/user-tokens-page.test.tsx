import { act, render, screen, within } from '@testing-library/react';
import { queries } from '@tdx/api';
import type { Token } from '@tdx/contracts';
import { queryClient } from '@tdx/data';
import { user$ } from '@tdx/session';
import { MemoryRouter } from 'react-router';
import { UserTokensPage } from './user-tokens-page';

jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), queries: { getTokens: jest.fn() } }));
const getTokens = jest.mocked(queries.getTokens);

const token = (symbol: string, fields: Partial<Token> = {}): Token =>
  ({ symbol, name: `${symbol} Token`, issuer: 'bob', precision: 3, supply: '1500', circulatingSupply: '1200.5', maxSupply: '1000000.000', metadata: {}, icon: '', ...fields }) as Token;

beforeEach(() => act(() => user$.next({ username: 'bob', scope: [] })));
afterEach(() => {
  act(() => user$.next(null));
  queryClient.clear();
  jest.clearAllMocks();
});

function renderPage() {
  render(
    <MemoryRouter>
      <UserTokensPage />
    </MemoryRouter>,
  );
}

describe('UserTokensPage', () => {
  // The first cell is the icon (its letter while there is no icon), the symbol and the name.
  it('lists the tokens the user issues with supply, circulating, max, precision, staking, delegation and a link to manage each', async () => {
    getTokens.mockResolvedValue([token('BOBT', { stakingEnabled: true, unstakingCooldown: 3, numberTransactions: 1 })]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tokens you issue' });
    expect(getTokens).toHaveBeenCalledWith({ issuer: 'bob' });
    const [row] = within(table).getAllByRole('row').filter((candidate) => candidate.closest('tbody') && candidate.hasAttribute('aria-rowindex'));
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['BBOBTBOBT Token', '1,500.000', '1,200.500', '1,000,000.000', '3', 'On (3 days, 1 tranche)', 'Off', 'Manage']);
    expect(within(row).getByRole('link', { name: 'Manage BOBT' })).toHaveAttribute('href', '/tokens/manage?symbol=BOBT');
  });

  it('tells a user who issued nothing how to create a token', async () => {
    getTokens.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You have not issued any token yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
