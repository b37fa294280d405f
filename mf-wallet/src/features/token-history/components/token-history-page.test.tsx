import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { historyApi, queries } from '@tdx/api';
import { MemoryRouter } from 'react-router';
import { Route, Routes } from '@tdx/router';
import type { HistoryRow } from '../utils/history-row';
import { HISTORY_FAILED_TEXT } from './history-list';
import { notASymbolText, TokenHistoryPage, unknownTokenText } from './token-history-page';
import { signedInPageTests } from '../../../shared/testing/signed-in-page';

jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), queries: { getTokens: jest.fn() }, historyApi: { accountHistory: jest.fn() } }));
jest.mock('@tdx/settings', () => ({ ...jest.requireActual('@tdx/settings'), runtimeConfig: () => ({ explorerUrl: 'https://explorer.test' }) }));
const getTokens = queries.getTokens as jest.Mock;
const accountHistory = historyApi.accountHistory as jest.Mock;

const BEE = { symbol: 'BEE', precision: 8 };
const transfer = (n: number): HistoryRow => ({
  _id: `id${n}`,
  blockNumber: 1000 + n,
  transactionId: `tx${n}`,
  timestamp: 1_800_000_000 - n * 60,
  account: 'bob',
  operation: 'tokens_transfer',
  from: 'bob',
  to: 'alice',
  symbol: 'BEE',
  quantity: `${n}.5`,
  memo: n === 0 ? '<script>alert(1)</script>' : null,
});


const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/history/:symbol" element={<TokenHistoryPage />} />
      </Routes>
    </MemoryRouter>,
  );
const bodyRows = async () => within(await screen.findByRole('table', { name: 'BEE history' })).getAllByRole('row').filter((row) => row.closest('tbody') && row.hasAttribute('aria-rowindex'));

signedInPageTests();
describe('TokenHistoryPage', () => {
  it('shows the operations newest first with readable names, and loads more on demand', async () => {
    getTokens.mockResolvedValue([BEE]);
    const firstPage = Array.from({ length: 30 }, (_, n) => transfer(n));
    accountHistory.mockResolvedValueOnce(firstPage).mockResolvedValueOnce([transfer(30)]);
    renderAt('/history/BEE?ops=tokens_transfer&account=mallory');
    const rows = await bodyRows();
    expect(screen.getByRole('table', { name: 'BEE history' })).toHaveAttribute('aria-rowcount', '31');
    expect(within(rows[0]).getAllByRole('cell').slice(1, 5).map((cell) => cell.textContent)).toEqual(['Transfer', 'bob', 'alice', '0.50000000 BEE']);
    expect(accountHistory).toHaveBeenCalledWith({ ops: 'tokens_transfer', account: 'bob', symbol: 'BEE', limit: 30, offset: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(accountHistory).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 30 }));
    expect(await screen.findByText('That is the whole history.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'BEE history' })).toHaveAttribute('aria-rowcount', '32');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens a detail dialog with explorer links for the transaction and the block', async () => {
    getTokens.mockResolvedValue([BEE]);
    accountHistory.mockResolvedValue([transfer(0)]);
    renderAt('/history/BEE');
    const [row] = await bodyRows();
    await userEvent.click(within(row).getByRole('button', { name: /^Details of Transfer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    expect(within(dialog).getByRole('link', { name: 'tx0' })).toHaveAttribute('href', 'https://explorer.test/tx/tx0');
    expect(within(dialog).getByRole('link', { name: '1000' })).toHaveAttribute('href', 'https://explorer.test/b/1000');
    expect(within(dialog).getByText('<script>alert(1)</script>')).toBeInTheDocument();
  });

  it('says when the symbol is no token, or no symbol at all', async () => {
    getTokens.mockResolvedValue([]);
    renderAt('/history/NOPE');
    expect(await screen.findByText(unknownTokenText('NOPE'))).toBeInTheDocument();
    expect(accountHistory).not.toHaveBeenCalled();
  });

  it('refuses what cannot be a symbol without asking anything', () => {
    renderAt('/history/a.b.c');
    expect(screen.getByText(notASymbolText('a.b.c'))).toBeInTheDocument();
    expect(getTokens).not.toHaveBeenCalled();
  });

  it('shows a clear message when the history service fails, and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getTokens.mockResolvedValue([BEE]);
    accountHistory.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([transfer(1)]);
    renderAt('/history/BEE');
    expect(await screen.findByText(HISTORY_FAILED_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await bodyRows()).toHaveLength(1);
    expect(screen.queryByText(HISTORY_FAILED_TEXT)).not.toBeInTheDocument();
  });
});
