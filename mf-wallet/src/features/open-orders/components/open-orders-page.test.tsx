import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queries, sidechain } from '@tdx/api';
import { broadcast, CANCELLED_TEXT } from '@tdx/keychain';
import { MemoryRouter } from 'react-router';
import { OpenOrdersPage, ORDERS_FAILED_TEXT } from './open-orders-page';
import { signedInPageTests } from '../../../shared/testing/signed-in-page';

jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), sidechain: { findAll: jest.fn() }, queries: { getTokens: jest.fn() } }));
jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
const findAll = sidechain.findAll as jest.Mock;
const getTokens = queries.getTokens as jest.Mock;
const broadcastMock = broadcast as jest.Mock;

const order = (txId: string, symbol: string, timestamp: number) => ({
  _id: timestamp,
  txId,
  timestamp,
  account: 'bob',
  symbol,
  quantity: '12.345',
  price: '0.50000000',
  expiration: timestamp + 86_400,
});
let books: { buyBook: object[]; sellBook: object[] };

signedInPageTests();
beforeEach(() => {
  books = { buyBook: [order('b-old', 'BEE', 1_700_000_000)], sellBook: [order('s-new', 'GAMER', 1_700_000_500), order('s-mid', 'BEE', 1_700_000_200)] };
  findAll.mockImplementation((_contract: string, table: 'buyBook' | 'sellBook') => Promise.resolve(books[table]));
  getTokens.mockResolvedValue([
    { symbol: 'BEE', precision: 8 },
    { symbol: 'GAMER', precision: 3 },
  ]);
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <OpenOrdersPage />
    </MemoryRouter>,
  );
const bodyRows = async () => within(await screen.findByRole('table', { name: 'Open orders' })).getAllByRole('row').filter((row) => row.closest('tbody') && row.hasAttribute('aria-rowindex'));

describe('OpenOrdersPage', () => {
  it("lists the user's buy and sell orders of every symbol, newest first, at each token's precision", async () => {
    renderPage();
    const rows = await bodyRows();
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(2, 7).map((cell) => cell.textContent))).toEqual([
      ['Sell', 'GAMER', '12.345', '0.50000000', '6.17250000'],
      ['Sell', 'BEE', '12.34500000', '0.50000000', '6.17250000'],
      ['Buy', 'BEE', '12.34500000', '0.50000000', '6.17250000'],
    ]);
    expect(findAll).toHaveBeenCalledWith('market', 'buyBook', { account: 'bob' });
    expect(findAll).toHaveBeenCalledWith('market', 'sellBook', { account: 'bob' });
    expect(within(rows[0]).getByRole('link', { name: 'GAMER' })).toHaveAttribute('href', '/trade/GAMER');
  });

  it('cancels one order with a single action and drops it once confirmed', async () => {
    broadcastMock.mockImplementation(async () => {
      books.sellBook = books.sellBook.slice(1);
      return { status: 'confirmed', transactionId: 'tx', transactionIds: ['tx'] };
    });
    renderPage();
    const [first] = await bodyRows();
    await userEvent.click(within(first).getByRole('button', { name: /^Cancel Sell GAMER order/ }));
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'market', contractAction: 'cancel', contractPayload: { type: 'sell', id: 's-new' } },
      expect.objectContaining({ displayName: 'Cancel sell order (GAMER)' }),
    );
    expect(await screen.findByRole('table', { name: 'Open orders' })).not.toHaveTextContent('GAMER');
  });

  it('cancels the selected orders in one broadcast carrying an array of cancels', async () => {
    broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 'tx', transactionIds: ['tx-0', 'tx-1'] });
    renderPage();
    const rows = await bodyRows();
    await userEvent.click(within(rows[1]).getByRole('checkbox'));
    await userEvent.click(within(rows[2]).getByRole('checkbox'));
    expect(screen.getByText(/0.001 BEED/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected (2)' }));
    expect(broadcastMock).toHaveBeenCalledTimes(1);
    expect(broadcastMock.mock.calls[0][1]).toEqual([
      { contractName: 'market', contractAction: 'cancel', contractPayload: { type: 'sell', id: 's-mid' } },
      { contractName: 'market', contractAction: 'cancel', contractPayload: { type: 'buy', id: 'b-old' } },
    ]);
  });

  it('keeps the orders and says so when Keychain is cancelled', async () => {
    broadcastMock.mockResolvedValue({ status: 'cancelled' });
    renderPage();
    const [first] = await bodyRows();
    await userEvent.click(within(first).getByRole('button', { name: /^Cancel Sell GAMER/ }));
    expect(await screen.findByText(CANCELLED_TEXT)).toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(3);
  });

  it('shows a clear message when the books cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    findAll.mockRejectedValue(new Error('down'));
    renderPage();
    expect(await screen.findByText(ORDERS_FAILED_TEXT)).toBeInTheDocument();
  });
});
