import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { broadcast } from '@tdx/keychain';
import { hiveAccountExists, loadDelegationsOut } from '../../../shared/chain-reads';
import { dialogRow } from '../../../shared/testing/dialog-row';
import { signedInDialogTests } from '../../../shared/testing/signed-in-dialog';
import { StakeDialog } from './stake-dialog';
import { UndelegateDialog } from './undelegate-dialog';
import { UnstakeDialog } from './unstake-dialog';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('../../../shared/chain-reads', () => ({ ...jest.requireActual('../../../shared/chain-reads'), hiveAccountExists: jest.fn(), loadDelegationsOut: jest.fn() }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;
const existsMock = hiveAccountExists as jest.MockedFunction<typeof hiveAccountExists>;
const delegationsMock = loadDelegationsOut as jest.MockedFunction<typeof loadDelegationsOut>;

const row = dialogRow({ symbol: 'GAMER', precision: 3, unstakingCooldown: 7, numberTransactions: 2 }, { balance: '20', stake: '5' });
const delegation = (to: string, quantity: string) => ({ _id: 1, from: 'bob', to, symbol: 'GAMER', quantity, created: 0, updated: 0 });
const tokensAction = (contractAction: string, contractPayload: object) => ({ contractName: 'tokens', contractAction, contractPayload });

signedInDialogTests(broadcastMock);
beforeEach(() => {
  existsMock.mockResolvedValue(true);
});

const amountField = () => screen.getByLabelText(/Amount \(GAMER\)/);

describe('a quantity action without a recipient (unstake)', () => {
  it('checks the quantity against the available stake, then sends the exact payload and closes', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<UnstakeDialog row={row} account="bob" beeBalance="0" onClose={onClose} />);
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
    expect(existsMock).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('a quantity action to a recipient (stake)', () => {
  it('stakes to the account itself by default and to another account once checked on the node', async () => {
    const user = userEvent.setup();
    render(<StakeDialog row={row} account="bob" beeBalance="0" onClose={jest.fn()} />);
    expect(screen.getByLabelText(/Stake to/)).toHaveValue('bob');
    await user.type(amountField(), '2');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(broadcastMock).toHaveBeenLastCalledWith('bob', tokensAction('stake', { to: 'bob', symbol: 'GAMER', quantity: '2' }), expect.objectContaining({ successMessage: 'Staked 2 GAMER' }));

    await user.clear(screen.getByLabelText(/Stake to/));
    await user.type(screen.getByLabelText(/Stake to/), 'carol');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(existsMock).toHaveBeenLastCalledWith('carol');
    expect(broadcastMock).toHaveBeenLastCalledWith('bob', tokensAction('stake', { to: 'carol', symbol: 'GAMER', quantity: '2' }), expect.objectContaining({ successMessage: 'Staked 2 GAMER to carol' }));
  });

  it('sends nothing when the recipient is unknown, even with a valid quantity', async () => {
    existsMock.mockResolvedValue(false);
    const user = userEvent.setup();
    render(<StakeDialog row={row} account="bob" beeBalance="0" onClose={jest.fn()} />);
    await user.clear(screen.getByLabelText(/Stake to/));
    await user.type(screen.getByLabelText(/Stake to/), 'nobody');
    await user.type(amountField(), '1');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(await screen.findByText('Unknown account')).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
  });
});

describe('a quantity action set by a choice (undelegate)', () => {
  it('fills the quantity of the chosen delegation and takes it back from that account', async () => {
    delegationsMock.mockResolvedValue([delegation('carol', '3'), delegation('dave', '1.25')]);
    const user = userEvent.setup();
    render(<UndelegateDialog row={row} account="bob" beeBalance="0" onClose={jest.fn()} />);
    expect(await screen.findByRole('combobox', { name: 'Delegation' })).toHaveTextContent('carol');
    expect(amountField()).toHaveValue('3');
    await user.click(screen.getByRole('combobox', { name: 'Delegation' }));
    await user.click(screen.getByRole('option', { name: /dave/ }));
    expect(amountField()).toHaveValue('1.25');
    await user.click(screen.getByRole('button', { name: 'Undelegate' }));
    expect(delegationsMock).toHaveBeenCalledWith('bob', 'GAMER');
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      tokensAction('undelegate', { from: 'dave', symbol: 'GAMER', quantity: '1.25' }),
      expect.objectContaining({ displayName: 'Undelegate (GAMER)', successMessage: 'Undelegating 1.25 GAMER from dave' }),
    );
  });
});
