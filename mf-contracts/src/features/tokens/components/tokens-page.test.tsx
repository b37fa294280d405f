import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queries } from '@tdx/api';
import { queryClient } from '@tdx/data';
import { user$ } from '@tdx/session';
import { hivePrice$, settings$, settingsSettled$ } from '@tdx/settings';
import { MemoryRouter, useLocation } from 'react-router';
import { metric, settingsWith, token } from '../testing/token-fixtures';
import { METRICS_FAILED_TEXT, TOKENS_FAILED_TEXT, TokensPage } from './tokens-page';

jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), queries: { getTokens: jest.fn(), getMetrics: jest.fn() } }));

const getTokens = queries.getTokens as jest.Mock;
const getMetrics = queries.getMetrics as jest.Mock;
const nowSeconds = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  localStorage.clear();
  getTokens.mockResolvedValue([
    token('BEE', { name: 'Hive Engine', stakingEnabled: true, delegationEnabled: true, metadata: { desc: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' } }),
    token('GAMER', { name: 'Gamer Guild' }),
    token('OLDCOIN', { name: 'Old Coin' }),
    token('SCAMCOIN', { name: 'Totally Legit' }),
  ]);
  getMetrics.mockResolvedValue([
    metric('BEE', { lastPrice: '0.4', volume: '1000', priceChangePercent: '5%', volumeExpiration: nowSeconds(), lastDayPriceExpiration: nowSeconds() }),
    metric('GAMER', { lastPrice: '0.1', volume: '10', priceChangePercent: '-3%', volumeExpiration: nowSeconds(), lastDayPriceExpiration: nowSeconds() }),
  ]);
  act(() => {
    settings$.next(settingsWith({ deprecated_tokens: ['OLDCOIN'], disabled_tokens: ['SCAMCOIN'] }));
    settingsSettled$.next(true);
    hivePrice$.next(0.5);
    user$.next(null);
  });
});

afterEach(() => queryClient.clear());

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderPage(at = '/tokens') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <TokensPage />
      <Address />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const symbolsShown = async () => {
  const table = await screen.findByRole('table', { name: 'Tokens' });
  return [...table.querySelectorAll('[data-testid="token-row"]')].map((cell) => cell.getAttribute('data-symbol'));
};

describe('TokensPage', () => {
  it('lists the tokens by 24 h volume with their USD figures, the disabled one left out, the deprecated one marked', async () => {
    renderPage();
    expect(await symbolsShown()).toEqual(['BEE', 'GAMER', 'OLDCOIN']);
    const [, bee] = within(screen.getByRole('table', { name: 'Tokens' })).getAllByRole('row');
    // 0.4 HIVE × $0.5; 1000 HIVE × $0.5; 1000 circulating × $0.2
    expect(within(bee).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['$0.200000', '▲ +5.00%', '$500.00', '$200', '1,000.000', 'StakingDelegation', 'bob']));
    expect(screen.getByRole('row', { name: /OLDCOIN/ })).toHaveTextContent('Deprecated');
    expect(screen.getByRole('row', { name: /GAMER/ })).toHaveTextContent('▼ -3.00%');
  });

  it('searches by name, sorts by a header and says when nothing matches', async () => {
    const user = renderPage();
    await symbolsShown();
    await user.click(screen.getByRole('button', { name: 'Token' }));
    expect(screen.getByRole('columnheader', { name: 'Token' })).toHaveAttribute('aria-sort', 'ascending');
    expect(await symbolsShown()).toEqual(['BEE', 'GAMER', 'OLDCOIN']);
    await user.click(screen.getByRole('button', { name: 'Token' }));
    expect(await symbolsShown()).toEqual(['OLDCOIN', 'GAMER', 'BEE']);
    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'guild');
    expect(await symbolsShown()).toEqual(['GAMER']);
    expect(screen.getByText('1 of 3 tokens')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'zzz');
    expect(await screen.findByText('No token has a symbol or name containing “guildzzz”.')).toBeInTheDocument();
  });

  it('keeps the stars per visitor and shows only favourites when asked', async () => {
    const user = renderPage();
    await symbolsShown();
    await user.click(screen.getByRole('button', { name: 'Favourite GAMER' }));
    expect(screen.getByRole('button', { name: 'Favourite GAMER' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('switch', { name: 'Favourites only' }));
    expect(await symbolsShown()).toEqual(['GAMER']);
    act(() => user$.next({ username: 'bob', scope: [] }));
    expect(await screen.findByText('You have no favourite tokens yet: press a token’s star to add it.')).toBeInTheDocument();
    act(() => user$.next(null));
    expect(await symbolsShown()).toEqual(['GAMER']);
  });

  it('opens a token’s details from its link, with hostile text as text, and closes back to the list', async () => {
    const user = renderPage();
    await symbolsShown();
    await user.click(screen.getByRole('link', { name: 'BEE' }));
    expect(screen.getByRole('status', { name: 'address', hidden: true })).toHaveTextContent('/tokens?symbol=BEE');
    const dialog = await screen.findByRole('dialog', { name: 'BEE token' });
    expect(within(dialog).getByRole('region', { name: 'Description' })).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Trade' })).toHaveAttribute('href', '/trade/BEE');
    expect(within(dialog).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history/BEE');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status', { name: 'address', hidden: true })).toHaveTextContent(/^\/tokens$/);
  });

  it('opens the details of a shared address (any case), and says when the token is not listed', async () => {
    renderPage('/tokens?symbol=scamcoin');
    expect(await screen.findByText('There is no token “SCAMCOIN” on the sidechain.')).toBeInTheDocument();
  });

  it('lists the tokens without market figures when the metrics cannot be read, and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getMetrics.mockRejectedValueOnce(new Error('down'));
    const user = renderPage();
    expect(await screen.findByText(METRICS_FAILED_TEXT)).toBeInTheDocument();
    const bee = screen.getByRole('row', { name: /BEE/ });
    expect(within(bee).getAllByRole('cell').slice(1, 5).map((cell) => cell.textContent)).toEqual(['—', '—', '—', '—']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: '$500.00' })).toBeInTheDocument();
    expect(screen.queryByText(METRICS_FAILED_TEXT)).not.toBeInTheDocument();
  });

  it('says so when the tokens cannot be read, and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getTokens.mockRejectedValueOnce(new Error('down'));
    const user = renderPage();
    expect(await screen.findByText(TOKENS_FAILED_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await symbolsShown()).toEqual(['BEE', 'GAMER', 'OLDCOIN']);
  });
});
