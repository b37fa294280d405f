import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bridgeApi } from '@tdx/api';
import type { BridgeTransfer } from '@tdx/contracts';
import { queryClient } from '@tdx/data';
import { MemoryRouter } from 'react-router';
import { TRANSFERS_PAGE_SIZE } from '../api/transfers-query';
import { TRANSFERS_FAILED_TEXT, TransfersPage } from './transfers-page';

jest.mock('@tdx/api', () => ({ bridgeApi: { getTransfers: jest.fn() } }));
const getTransfers = bridgeApi.getTransfers as jest.Mock;

const transfer = (n: number): BridgeTransfer => ({
  id: `w-${n}`,
  direction: 'withdrawal',
  chain: 'eth',
  coin: 'USDT',
  symbol: 'SWAP.USDT',
  account: 'bob',
  address: '0x1',
  amount: '12.5',
  fee: '0.125',
  received: '12.375',
  status: 'sent',
  confirmations: 1,
  requiredConfirmations: 3,
  sourceTxId: 'tx',
  destinationTxId: null,
  createdAt: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(),
  updatedAt: '2026-11-01T00:00:00.000Z',
  steps: [],
  failure: null,
});

function renderPage(search = '') {
  render(
    <MemoryRouter initialEntries={[`/bridge/transfers${search}`]}>
      <TransfersPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => {
  queryClient.clear();
  getTransfers.mockReset();
});

describe('TransfersPage', () => {
  it('asks for the filters in the address and shows each transfer with its state and link', async () => {
    getTransfers.mockResolvedValue({ total: 1, transfers: [transfer(1)] });
    renderPage('?account=bob&chain=eth&status=sent&coin=usdt');
    const table = await screen.findByRole('table', { name: 'Bridge transfers' });
    expect(getTransfers).toHaveBeenCalledWith({ account: 'bob', coin: 'USDT', chain: 'eth', status: 'sent', limit: TRANSFERS_PAGE_SIZE, offset: 0 });
    expect(within(table).getByText('Confirming (1 of 3)')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Withdrawal of 12.5 USDT by bob: details' })).toHaveAttribute('href', '/bridge/tx/w-1');
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveValue('bob');
  });

  it('loads the next page on Load more', async () => {
    const all = Array.from({ length: 25 }, (_, n) => transfer(n));
    getTransfers.mockImplementation(async ({ offset, limit }: { offset: number; limit: number }) => ({ total: all.length, transfers: all.slice(offset, offset + limit) }));
    const user = renderPage();
    const table = await screen.findByRole('table', { name: 'Bridge transfers' });
    expect(table).toHaveAttribute('aria-rowcount', String(TRANSFERS_PAGE_SIZE + 1));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '26'));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches the filters', async () => {
    getTransfers.mockResolvedValueOnce({ total: 0, transfers: [] });
    renderPage('?status=failed');
    expect(await screen.findByText(/No transfer matches these filters/)).toBeInTheDocument();
  });

  it('says the bridge service did not answer and offers to try again', async () => {
    getTransfers.mockRejectedValue(new Error('offline'));
    renderPage();
    expect(await screen.findByText(TRANSFERS_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
