import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { user$ } from '@tdx/session';
import { DepositWithdrawBar } from './deposit-withdraw-bar';
import { queryClient } from '@tdx/data';

jest.mock('./deposit-dialog', () => ({ DepositDialog: ({ account }: { account: string }) => <div role="dialog" aria-label="Deposit">{account}</div> }));
jest.mock('./withdraw-dialog', () => ({ WithdrawDialog: ({ account }: { account: string }) => <div role="dialog" aria-label="Withdraw">{account}</div> }));

afterEach(() => {
  act(() => user$.next(null));
  queryClient.clear();
});

describe('DepositWithdrawBar', () => {
  it('opens the deposit or the withdraw dialog for the signed-in account', async () => {
    act(() => user$.next({ username: 'bob', scope: [] }));
    render(<DepositWithdrawBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Deposit' })).toHaveTextContent('bob');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('dialog', { name: 'Withdraw' })).toHaveTextContent('bob');
    expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('shows nothing to a signed-out visitor', () => {
    const { container } = render(<DepositWithdrawBar />);
    expect(container).toBeEmptyDOMElement();
  });
});
