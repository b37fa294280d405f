import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hive, type HiveAccount } from '@tdx/api';
import { broadcast } from '@tdx/keychain';
import { dialogToken } from '../testing/dialog-props';
import { signedInDialogTests } from '../testing/signed-in-dialog';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), hive: { getAccounts: jest.fn() } }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;
const getAccounts = jest.mocked(hive.getAccounts);

signedInDialogTests(broadcastMock);
beforeEach(() => {
  getAccounts.mockImplementation(async ([name]) => [{ name } as HiveAccount]);
});

function open() {
  const onClose = jest.fn();
  render(<TransferOwnershipDialog token={dialogToken({ symbol: 'BOBT', precision: 3, issuer: 'bob' })} account="bob" onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

const newOwner = () => screen.getByLabelText(/New owner/);
const confirmation = () => screen.getByLabelText(/Type BOBT to confirm/);
const submit = () => screen.getByRole('button', { name: 'Transfer ownership' });

describe('TransferOwnershipDialog', () => {
  it('sends tokens.transferOwnership once the symbol is typed, and closes once confirmed', async () => {
    const { onClose, user } = open();
    await user.type(newOwner(), 'carol');
    await user.type(confirmation(), 'BOBT');
    await user.click(submit());
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'tokens', contractAction: 'transferOwnership', contractPayload: { symbol: 'BOBT', to: 'carol' } },
      expect.objectContaining({ displayName: 'Transfer Ownership (BOBT)', successMessage: 'carol now issues BOBT' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('sends nothing while the typed confirmation differs from the symbol, and says so beside it', async () => {
    const { onClose, user } = open();
    await user.type(newOwner(), 'carol');
    await user.type(confirmation(), 'bobt');
    await user.click(submit());
    expect(confirmation()).toHaveAccessibleDescription('Type BOBT exactly as shown to confirm the transfer');
    expect(broadcastMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(confirmation());
    await user.type(confirmation(), 'BOBT');
    await user.click(submit());
    expect(broadcastMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing with an empty confirmation', async () => {
    const { user } = open();
    await user.type(newOwner(), 'carol');
    await user.click(submit());
    expect(confirmation()).toHaveAccessibleDescription('Type BOBT exactly as shown to confirm the transfer');
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('refuses the issuer as the new owner', async () => {
    const { user } = open();
    await user.type(newOwner(), 'bob');
    await user.type(confirmation(), 'BOBT');
    expect(await screen.findByText('You cannot send this to yourself')).toBeInTheDocument();
    await user.click(submit());
    expect(broadcastMock).not.toHaveBeenCalled();
  });
});
