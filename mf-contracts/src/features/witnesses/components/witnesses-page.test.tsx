import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { queries, sidechain } from '@tdx/api';
import { queryClient } from '@tdx/data';
import { broadcast } from '@tdx/keychain';
import { openLoginModal, user$ } from '@tdx/session';
import type { WitnessRow } from '../model/witness-list';
import { PARAMS_FAILED_TEXT, WITNESSES_FAILED_TEXT, WitnessesPage } from './witnesses-page';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('@tdx/settings', () => ({ ...jest.requireActual('@tdx/settings'), runtimeConfig: () => ({ explorerUrl: 'https://explorer.example/' }) }));
jest.mock('@tdx/session', () => ({ ...jest.requireActual('@tdx/session'), openLoginModal: jest.fn() }));
jest.mock('@tdx/api', () => ({
  ...jest.requireActual('@tdx/api'),
  sidechain: { findAll: jest.fn(), findOne: jest.fn(), getLatestBlockInfo: jest.fn() },
  queries: { getBalance: jest.fn() },
}));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;
const findAll = sidechain.findAll as jest.Mock;
const findOne = sidechain.findOne as jest.Mock;

const witness = (id: number, account: string, weight: string): WitnessRow => ({
  _id: id,
  account,
  approvalWeight: { $numberDecimal: weight },
  enabled: true,
  domain: `${account}.example.com`,
  RPCPort: 5000,
  P2PPort: 5001,
  signingKey: `STM${account[0].toUpperCase().repeat(50)}`,
  missedRounds: 0,
  verifiedRounds: 3,
  lastBlockVerified: 10,
});
const WITNESSES = [witness(1, 'bravo', '10.00000'), witness(2, 'alpha', '20.00000'), witness(3, '<img src=x onerror=alert(1)>', '1.00000')];

/** The chain as the page reads it: witnesses, params, `account`'s approvals and votes row. */
function chainWith({ witnesses = WITNESSES, approved = [] as string[], limit = 30, paramsFail = false } = {}) {
  findAll.mockImplementation(async (_contract: string, table: string) => (table === 'witnesses' ? witnesses : approved.map((to, index) => ({ _id: index + 1, to }))));
  findOne.mockImplementation(async (_contract: string, table: string) => {
    if (table === 'params') {
      if (paramsFail) throw new Error('down');
      return { numberOfApprovalsPerAccount: limit, numberOfTopWitnesses: 1, witnessApproveExpireBlocks: 100 };
    }
    return { account: 'bob', approvals: approved.length, approvalWeight: '5.00000', lastApproveBlock: 7 };
  });
  (queries.getBalance as jest.Mock).mockResolvedValue({ stake: '4.00000', delegationsIn: '1.50000' });
  (sidechain.getLatestBlockInfo as jest.Mock).mockResolvedValue({ blockNumber: 50, refHiveBlockNumber: 1, timestamp: '2026-01-01T00:00:00' });
}

const table = () => screen.getByRole('table', { name: 'Witnesses ranked by approval weight' });
const signIn = () => act(() => user$.next({ username: 'bob', scope: [] }));

afterEach(() => {
  act(() => user$.next(null));
  queryClient.clear();
  jest.clearAllMocks();
});

describe('WitnessesPage', () => {
  it('ranks the witnesses by weight with the top cut, chain text as text, and asks a visitor to log in', async () => {
    chainWith();
    render(<WitnessesPage />);
    const rows = within(await screen.findByRole('table', { name: 'Witnesses ranked by approval weight' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['alphaTop 1', 'bravoBackup', '<img src=x onerror=alert(1)>Backup']);
    expect(document.querySelector('img')).toBeNull();
    expect(within(table()).queryByRole('button')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(openLoginModal).toHaveBeenCalled();
  });

  it('says when the witnesses cannot be read, and when none is registered', async () => {
    findAll.mockRejectedValue(new Error('down'));
    findOne.mockResolvedValue(null);
    const { unmount } = render(<WitnessesPage />);
    expect(await screen.findByText(WITNESSES_FAILED_TEXT)).toBeInTheDocument();
    unmount();
    queryClient.clear();
    chainWith({ witnesses: [] });
    render(<WitnessesPage />);
    expect(await screen.findByText('No witness has registered yet.')).toBeInTheDocument();
  });

  it('shows the user\'s weight, approvals left and expiry, and approves with the Posting key', async () => {
    chainWith({ approved: ['bravo'] });
    broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 'tx1', transactionIds: ['tx1'] });
    signIn();
    render(<WitnessesPage />);
    const votes = await screen.findByRole('region', { name: 'Your votes' });
    expect(within(votes).getByText('Your approval weight').nextSibling).toHaveTextContent('5.50000 WORKERBEE');
    expect(within(votes).getByText('Approvals').nextSibling).toHaveTextContent('1 of 30 used, 29 left');
    expect(within(votes).getByText('Your approvals expire').nextSibling).toHaveTextContent(/^At block 108, about /);
    expect(screen.getByRole('button', { name: 'Withdraw your approval of bravo' })).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve alpha' }));
    expect(broadcastMock).toHaveBeenCalledWith('bob', { contractName: 'witnesses', contractAction: 'approve', contractPayload: { witness: 'alpha' } }, expect.objectContaining({ key: 'Posting' }));
  });

  it('disables Approve at the limit with the reason, and shows the chain\'s refusal of a vote', async () => {
    chainWith({ approved: ['bravo'], limit: 1 });
    broadcastMock.mockResolvedValue({ status: 'failed', transactionId: 'tx1', transactionIds: ['tx1'], errors: ['you have not approved this witness'] });
    signIn();
    render(<WitnessesPage />);
    const approve = await screen.findByRole('button', { name: 'Approve alpha' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('You approved the most witnesses allowed (1): withdraw an approval before adding another.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw your approval of bravo' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Withdrawing your approval of bravo did not go through');
    expect(alert).toHaveTextContent('you have not approved this witness');
  });

  it('falls back on the contract\'s defaults, saying so, when the params cannot be read', async () => {
    chainWith({ paramsFail: true });
    render(<WitnessesPage />);
    expect(await screen.findByText(PARAMS_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/The 20 enabled witnesses/)).toBeInTheDocument();
  });
});
