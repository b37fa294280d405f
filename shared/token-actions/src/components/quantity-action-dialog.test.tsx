import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hive, sidechain, type HiveAccount } from '@tdx/api';
import { broadcast } from '@tdx/keychain';
import { bobHolding, dialogToken } from '../testing/dialog-props';
import { signedInDialogTests } from '../testing/signed-in-dialog';
import { StakeDialog } from './stake-dialog';
import { UndelegateDialog } from './undelegate-dialog';
import { UnstakeDialog } from './unstake-dialog';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), hive: { getAccounts: jest.fn() }, sidechain: { findAll: jest.fn() } }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;
const getAccounts = jest.mocked(hive.getAccounts);
const findAll = jest.mocked(sidechain.findAll);

const token = dialogToken({ symbol: 'GAMER', precision: 3, unstakingCooldown: 7, numberTransactions: 2 });
const holding = bobHolding('GAMER', { balance: '20', stake: '5' });
const delegation = (to: string, quantity: string) => ({ _id: 1, from: 'bob', to, symbol: 'GAMER', quantity, created: 0, updated: 0 });
const tokensAction = (contractAction: string, contractPayload: object) => ({ contractName: 'tokens', contractAction, contractPayload });

signedInDialogTests(broadcastMock);
beforeEach(() => {
  getAccounts.mockImplementation(async ([name]) => [{ name } as HiveAccount]);
});

const amountField = () => screen.getByLabelText(/Amount \(GAMER\)/);

describe('a quantity action without a recipient (unstake)', () => {
  it('checks the quantity against the available stake, then sends the exact payload and closes', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<UnstakeDialog token={token} {...holding} account="bob" onClose={onClose} />);
    expect(screen.getByText(/Available stake: 5/)).toBeInTheDocument();
    expect(screen.getByText('Paid back in 2 equal tranches over 7 days.')).toBeInTheDocument();
    await user.type(amountField(), '5.5');
    await user.click(screen.getByRole('button', { name: 'Unstake' }));
    expect(screen.getByText('Amount exceeds your available balance')).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();

    await user.clear(amountField());
    await user.type(amountField(), '2.50');
    await user.click(screen.getByRole('button', { name: 'Unstake' }));
    expect(broadcastMock).toHaveBeenCalledWith('bob', tokensAction('unstake', { symbol: 'GAMER', quantity: '2.5' }), expect.objectContaining({ displayName: 'Unstake (GAMER)', successMessage: 'Unstaking 2.5 GAMER' }));
    expect(getAccounts).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('a quantity action to a recipient (stake)', () => {
  it('stakes to the account itself by default and to another account once checked on the node', async () => {
    const user = userEvent.setup();
    render(<StakeDialog token={token} {...holding} account="bob" onClose={jest.fn()} />);
    expect(screen.getByLabelText(/Stake to/)).toHaveValue('bob');
    await user.type(amountField(), '2');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(broadcastMock).toHaveBeenLastCalledWith('bob', tokensAction('stake', { to: 'bob', symbol: 'GAMER', quantity: '2' }), expect.objectContaining({ successMessage: 'Staked 2 GAMER' }));

    await user.clear(screen.getByLabelText(/Stake to/));
    await user.type(screen.getByLabelText(/Stake to/), 'carol');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(getAccounts).toHaveBeenLastCalledWith(['carol']);
    expect(broadcastMock).toHaveBeenLastCalledWith('bob', tokensAction('stake', { to: 'carol', symbol: 'GAMER', quantity: '2' }), expect.objectContaining({ successMessage: 'Staked 2 GAMER to carol' }));
  });

  it('sends nothing when the recipient is unknown, even with a valid quantity', async () => {
    getAccounts.mockResolvedValue([]);
    const user = userEvent.setup();
    render(<StakeDialog token={token} {...holding} account="bob" onClose={jest.fn()} />);
    await user.clear(screen.getByLabelText(/Stake to/));
    await user.type(screen.getByLabelText(/Stake to/), 'nobody');
    await user.type(amountField(), '1');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(await screen.findByText('No Hive account named nobody')).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
  });
});

describe('a quantity action set by a choice (undelegate)', () => {
  it('fills the quantity of the chosen delegation and takes it back from that account', async () => {
    findAll.mockResolvedValue([delegation('carol', '3'), delegation('dave', '1.25')]);
    const user = userEvent.setup();
    render(<UndelegateDialog token={token} account="bob" onClose={jest.fn()} />);
    expect(await screen.findByRole('combobox', { name: 'Delegation' })).toHaveTextContent('carol');
    expect(amountField()).toHaveValue('3');
    await user.click(screen.getByRole('combobox', { name: 'Delegation' }));
    await user.click(screen.getByRole('option', { name: /dave/ }));
    expect(amountField()).toHaveValue('1.25');
    await user.click(screen.getByRole('button', { name: 'Undelegate' }));
    expect(findAll).toHaveBeenCalledWith('tokens', 'delegations', { from: 'bob', symbol: 'GAMER' });
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      tokensAction('undelegate', { from: 'dave', symbol: 'GAMER', quantity: '1.25' }),
      expect.objectContaining({ displayName: 'Undelegate (GAMER)', successMessage: 'Undelegating 1.25 GAMER from dave' }),
    );
  });
});
