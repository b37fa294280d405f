import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BigNumber from 'bignumber.js';
import type { Balance, Token } from '@tdx/contracts';
import { broadcast } from '@tdx/keychain';
import { user$ } from '@tdx/session';
import { loadTokensParams } from '../../../shared/chain-reads';
import type { WalletRow } from '../../../shared';
import { EnableStakingDialog } from './enable-staking-dialog';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('../../../shared/chain-reads', () => ({ ...jest.requireActual('../../../shared/chain-reads'), loadTokensParams: jest.fn() }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;
const paramsMock = loadTokensParams as jest.MockedFunction<typeof loadTokensParams>;

const zero = new BigNumber(0);
const row: WalletRow = {
  symbol: 'BOBT',
  token: { symbol: 'BOBT', precision: 3, issuer: 'bob' } as Token,
  balance: { account: 'bob', symbol: 'BOBT', balance: '0' } as Balance,
  stake: { available: zero, locked: zero, pendingUnstake: zero },
  deprecated: false,
  issuedByAccount: true,
};

beforeEach(() => {
  act(() => user$.next({ username: 'bob', scope: [] }));
  paramsMock.mockResolvedValue({ tokenCreationFee: '100', enableStakingFee: '1000', enableDelegationFee: '1000' });
  broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 't', transactionIds: ['t'] });
});
afterEach(() => {
  act(() => user$.next(null));
  jest.clearAllMocks();
});

const submit = () => screen.getByRole('button', { name: 'Enable staking' });

describe('EnableStakingDialog', () => {
  it('reads the fee live and refuses when the BEE balance cannot pay it', async () => {
    render(<EnableStakingDialog row={row} account="bob" beeBalance="999.99999999" onClose={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough BEE to pay the fee');
    expect(screen.getByText(/Fee: 1,000.00000000 BEE/)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('says so when the fee cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    paramsMock.mockRejectedValue(new Error('nodes down'));
    render(<EnableStakingDialog row={row} account="bob" beeBalance="5000" onClose={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The fee could not be read');
    expect(submit()).toBeDisabled();
  });

  it('validates both numbers and sends them as integers', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<EnableStakingDialog row={row} account="bob" beeBalance="5000" onClose={onClose} />);
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
