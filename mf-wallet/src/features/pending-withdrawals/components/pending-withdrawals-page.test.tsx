import { act, render, screen, within } from '@testing-library/react';
import { historyApi, sidechain } from '@tdx/api';
import { dataChanged, dataKeys } from '@tdx/data';
import { NO_WITHDRAWALS_TEXT, PendingWithdrawalsPage, WITHDRAWALS_FAILED_TEXT } from './pending-withdrawals-page';
import { signedInPageTests } from '../../../shared/testing/signed-in-page';

jest.mock('@tdx/api', () => ({
  ...jest.requireActual('@tdx/api'),
  sidechain: { findAll: jest.fn() },
  historyApi: { accountHistory: jest.fn() },
}));
const findAll = sidechain.findAll as jest.Mock;
const accountHistory = historyApi.accountHistory as jest.Mock;

const row = (id: number, txId: string, quantity: string, memo = `withdrawal tx ${txId}`) => ({ _id: id, id: txId, type: 'HIVE', recipient: 'bob', memo, quantity });

signedInPageTests();
describe('PendingWithdrawalsPage', () => {
  it("lists the user's queued payouts newest first with amount and time, memos as text", async () => {
    findAll.mockResolvedValue([row(3, 'old', '1.5'), row(7, 'new', '9.925', '<img src=x onerror=alert(1)>'), row(9, 'seeded', '2')]);
    accountHistory.mockResolvedValue([
      { transactionId: 'new', timestamp: 1_800_000_000 },
      { transactionId: 'old', timestamp: 1_700_000_000 },
    ]);
    render(<PendingWithdrawalsPage />);
    const table = await screen.findByRole('table', { name: 'Pending withdrawals' });
    const rows = within(table).getAllByRole('row').filter((r) => r.closest('tbody') && r.hasAttribute('aria-rowindex'));
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['9.925 HIVE', '1.500 HIVE', '2.000 HIVE']);
    expect(within(rows[2]).getByText('Unknown')).toBeInTheDocument();
    expect(within(rows[0]).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
    expect(findAll).toHaveBeenCalledWith('hivepegged', 'withdrawals', { recipient: 'bob' });
    expect(accountHistory).toHaveBeenCalledWith(expect.objectContaining({ account: 'bob', ops: 'hivepegged_withdraw' }));
  });

  it('says so when there is nothing pending', async () => {
    findAll.mockResolvedValue([]);
    accountHistory.mockResolvedValue([]);
    render(<PendingWithdrawalsPage />);
    expect(await screen.findByText(NO_WITHDRAWALS_TEXT)).toBeInTheDocument();
  });

  it('still lists the rows when the history API fails, without times', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    findAll.mockResolvedValue([row(1, 'a', '3')]);
    accountHistory.mockRejectedValue(new Error('history down'));
    render(<PendingWithdrawalsPage />);
    expect(await screen.findByText('3.000 HIVE')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('shows a clear message when the nodes fail, and reloads after an action of the account', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    findAll.mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    accountHistory.mockResolvedValue([]);
    render(<PendingWithdrawalsPage />);
    expect(await screen.findByText(WITHDRAWALS_FAILED_TEXT)).toBeInTheDocument();
    act(() => dataChanged([dataKeys.account('bob')]));
    expect(await screen.findByText(NO_WITHDRAWALS_TEXT)).toBeInTheDocument();
  });
});
