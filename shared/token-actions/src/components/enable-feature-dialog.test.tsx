import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sidechain } from '@tdx/api';
import { broadcast } from '@tdx/keychain';
import { dialogToken } from '../testing/dialog-props';
import { signedInDialogTests } from '../testing/signed-in-dialog';
import { EnableDelegationDialog } from './enable-delegation-dialog';
import { EnableStakingDialog } from './enable-staking-dialog';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), sidechain: { findOne: jest.fn() } }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;
const paramsMock = jest.mocked(sidechain.findOne);

const token = dialogToken({ symbol: 'BOBT', precision: 3, issuer: 'bob' });

signedInDialogTests(broadcastMock);
beforeEach(() => {
  paramsMock.mockResolvedValue({ tokenCreationFee: '100', enableStakingFee: '1000', enableDelegationFee: '1000' });
});

const submit = () => screen.getByRole('button', { name: 'Enable staking' });

describe('EnableStakingDialog', () => {
  it('reads the fee live and refuses when the BEE balance cannot pay it', async () => {
    render(<EnableStakingDialog token={token} account="bob" beeBalance="999.99999999" onClose={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough BEE to pay the fee');
    expect(screen.getByText(/Fee: 1,000.00000000 BEE/)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('says so when the fee cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    paramsMock.mockRejectedValue(new Error('nodes down'));
    render(<EnableStakingDialog token={token} account="bob" beeBalance="5000" onClose={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The fee could not be read');
    expect(submit()).toBeDisabled();
  });

  it('validates both numbers and sends them as integers', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<EnableStakingDialog token={token} account="bob" beeBalance="5000" onClose={onClose} />);
    await screen.findByText(/Fee: 1,000/);
    await user.type(screen.getByLabelText(/Unstaking cooldown/), '0');
    expect(screen.getByText('Enter a whole number of days from 1 to 18250')).toBeInTheDocument();
    await user.click(submit());
    expect(broadcastMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Unstaking cooldown/));
    await user.type(screen.getByLabelText(/Unstaking cooldown/), '14');
    await user.type(screen.getByLabelText(/Number of unstake tranches/), '2');
    await user.click(submit());
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'tokens', contractAction: 'enableStaking', contractPayload: { symbol: 'BOBT', unstakingCooldown: 14, numberTransactions: 2 } },
      expect.objectContaining({ displayName: 'Enable Staking (BOBT)' }),
    );
    expect(onClose).toHaveBeenCalled();
  });
});

describe('EnableDelegationDialog', () => {
  it('reads its own fee and sends the one cooldown as an integer', async () => {
    paramsMock.mockResolvedValue({ tokenCreationFee: '100', enableStakingFee: '1000', enableDelegationFee: '2000' });
    const user = userEvent.setup();
    render(<EnableDelegationDialog token={token} account="bob" beeBalance="5000" onClose={jest.fn()} />);
    await screen.findByText(/Fee: 2,000/);
    await user.click(screen.getByRole('button', { name: 'Enable delegation' }));
    expect(screen.getByText('Enter a whole number of days from 1 to 18250')).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Undelegation cooldown/), '7');
    await user.click(screen.getByRole('button', { name: 'Enable delegation' }));
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'tokens', contractAction: 'enableDelegation', contractPayload: { symbol: 'BOBT', undelegationCooldown: 7 } },
      expect.objectContaining({ displayName: 'Enable Delegation (BOBT)', successMessage: 'Delegation enabled for BOBT' }),
    );
  });
});
