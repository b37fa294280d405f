import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { historyApi } from '@tdx/api';
import { MemoryRouter } from 'react-router';
import { setUpChain } from '../../../shared/testing/chain-fixture';
import { HISTORY_PAGE_SIZE } from '../api/pool-history-query';
import type { PoolHistoryRow } from '../model/pool-history';
import { HISTORY_FAILED_TEXT, PoolTransactionsPage } from './transactions-page';
import { queryClient } from '@tdx/data';

jest.mock('@tdx/api', () => jest.requireActual('../../../shared/testing/mock-api').mockedApi());
jest.mock('@tdx/settings', () => ({ ...jest.requireActual('@tdx/settings'), runtimeConfig: () => ({ explorerUrl: 'https://explorer.example/' }) }));
const accountHistory = historyApi.accountHistory as jest.Mock;

setUpChain();

const POOL = 'contract_marketpools';
const swapRows = (index: number): PoolHistoryRow[] => {
  const base = { blockNumber: 1, transactionId: `tx${index}`, timestamp: 1_800_000_000 - index * 60, account: 'bob', operation: 'marketpools_swapTokens' };
  return [
    { ...base, _id: `${index}a`, from: 'bob', to: POOL, symbol: 'SWAP.HIVE', quantity: '1.00000000' },
    { ...base, _id: `${index}b`, from: POOL, to: 'bob', symbol: 'GAMER', quantity: '2.9' },
  ];
};

beforeEach(() => {
  const rows = Array.from({ length: 30 }, (_, index) => swapRows(index)).flat();
  accountHistory.mockImplementation(async ({ offset, limit }: { offset: number; limit: number }) => rows.slice(offset, offset + limit));
});

function renderTransactions() {
  render(
    <MemoryRouter>
      <PoolTransactionsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Your pool transactions' });
  return within(table).getAllByRole('row').filter((row) => row.hasAttribute('aria-rowindex') && row.closest('tbody'));
};

afterEach(() => queryClient.clear());

describe('PoolTransactionsPage', () => {
  it('lists the user’s pool transactions newest first, each linked to the explorer, and loads more on demand', async () => {
    const user = renderTransactions();
    const [first] = await bodyRows();
    expect(within(first).getByText('Paid 1.00000000 SWAP.HIVE, received 2.900 GAMER')).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', 'https://explorer.example/tx/tx0');
    expect(accountHistory).toHaveBeenCalledWith({ account: 'bob', ops: 'marketpools_swapTokens,marketpools_addLiquidity,marketpools_removeLiquidity', limit: HISTORY_PAGE_SIZE, offset: 0 });
    expect(screen.getByRole('table', { name: 'Your pool transactions' })).toHaveAttribute('aria-rowcount', String(HISTORY_PAGE_SIZE / 2 + 1));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('That is the whole history.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your pool transactions' })).toHaveAttribute('aria-rowcount', '31');
  });

  it('says so when the history service does not answer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    accountHistory.mockRejectedValue(new Error('down'));
    renderTransactions();
    expect(await screen.findByText(HISTORY_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
