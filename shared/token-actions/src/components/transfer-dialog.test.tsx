import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hive, type HiveAccount } from '@tdx/api';
import { broadcast, CANCELLED_TEXT } from '@tdx/keychain';
import { bobHolding, dialogToken } from '../testing/dialog-props';
import { signedInDialogTests } from '../testing/signed-in-dialog';
import { TransferDialog } from './transfer-dialog';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), hive: { getAccounts: jest.fn() } }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;
const getAccounts = jest.mocked(hive.getAccounts);

signedInDialogTests(broadcastMock);
beforeEach(() => {
  getAccounts.mockImplementation(async ([name]) => [{ name } as HiveAccount]);
});

function open(symbol = 'GAMER') {
  const onClose = jest.fn();
  render(<TransferDialog token={dialogToken({ symbol, precision: 4, name: 'Gamer Guild' })} {...bobHolding(symbol, { balance: '10.5000' })} account="bob" onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Transfer' });

describe('TransferDialog', () => {
  it('sends the exact tokens.transfer payload for a known recipient and closes once confirmed', async () => {
    const { onClose, user } = open();
    await user.type(field(/Recipient/), '@Carol');
    await user.type(field(/Amount \(GAMER\)/), '1.50');
    await user.type(field(/Memo/), 'gg');
    await user.click(submit());
    expect(getAccounts).toHaveBeenLastCalledWith(['carol']);
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'GAMER', to: 'carol', quantity: '1.5', memo: 'gg' } },
      expect.objectContaining({ displayName: 'Transfer (GAMER)', successMessage: 'Sent 1.5 GAMER to carol' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('explains an invalid amount next to the field and sends nothing', async () => {
    const { user } = open();
    await user.type(field(/Recipient/), 'carol');
    await user.type(field(/Amount/), '0');
    expect(screen.getByText('Amount must be greater than 0')).toBeInTheDocument();
    await user.clear(field(/Amount/));
    await user.type(field(/Amount/), '11');
    expect(screen.getByText('Amount exceeds your available balance')).toBeInTheDocument();
    await user.click(submit());
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('says so when the Hive node does not know the recipient', async () => {
    getAccounts.mockResolvedValue([]);
    const { user } = open();
    await user.type(field(/Recipient/), 'nosuchaccount');
    await user.type(field(/Amount/), '1');
    await user.click(submit());
    expect(await screen.findByText('No Hive account named nosuchaccount')).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('refuses sending to oneself without asking the node', async () => {
    const { user } = open();
    await user.type(field(/Recipient/), 'bob');
    expect(await screen.findByText('You cannot send this to yourself')).toBeInTheDocument();
    await user.type(field(/Amount/), '1');
    await user.click(submit());
    expect(getAccounts).not.toHaveBeenCalled();
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('says what is missing when sent empty', async () => {
    const { user } = open();
    await user.click(submit());
    expect(field(/Recipient/)).toHaveAccessibleDescription('Enter an account name');
    expect(field(/Amount/)).toHaveAccessibleDescription('Enter a valid amount');
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('fills the balance with Max', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(field(/Amount/)).toHaveValue('10.5');
  });

  it('keeps the form as typed and says so when Keychain is cancelled', async () => {
    broadcastMock.mockResolvedValue({ status: 'cancelled' });
    const { onClose, user } = open();
    await user.type(field(/Recipient/), 'carol');
    await user.type(field(/Amount/), '2');
    await user.type(field(/Memo/), 'keep me');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(CANCELLED_TEXT);
    expect(field(/Recipient/)).toHaveValue('carol');
    expect(field(/Amount/)).toHaveValue('2');
    expect(field(/Memo/)).toHaveValue('keep me');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the contract error of the chain', async () => {
    broadcastMock.mockResolvedValue({ status: 'failed', transactionId: 't', transactionIds: ['t'], errors: ['overdrawn balance'] });
    const { user } = open();
    await user.type(field(/Recipient/), 'carol');
    await user.type(field(/Amount/), '2');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('overdrawn balance');
  });

  it('warns that SWAP tokens need a recipient that handles them', () => {
    open('SWAP.HIVE');
    expect(screen.getByText(/Send it only to an account or exchange that handles SWAP.HIVE/)).toBeInTheDocument();
  });
});
