import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@tdx/data';
import { broadcast, type BroadcastOutcome } from '@tdx/keychain';
import { user$ } from '@tdx/session';
import { toNftDefinition } from '../../../shared';
import { many } from '../model/test-holdings';
import { HoldingActionDialog } from './holding-action-dialog';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));

const broadcastMock = jest.mocked(broadcast);
const confirmed: BroadcastOutcome = { status: 'confirmed', transactionId: 't', transactionIds: ['t'] };
const definitions = new Map([['ART', toNftDefinition({ _id: 1, symbol: 'ART', issuer: 'alice', name: 'Art', maxSupply: 0, supply: 60 })]]);

beforeEach(() => act(() => user$.next({ username: 'bob', scope: [] })));

afterEach(() => {
  act(() => user$.next(null));
  queryClient.clear();
  jest.clearAllMocks();
});

function renderBurn(onClose = jest.fn()) {
  const holdings = many('ART', 60).map((holding) => ({ ...holding, lockedTokens: { BEE: '0.5' } }));
  render(<HoldingActionDialog action="burn" account="bob" holdings={holdings} skipped={0} definitions={definitions} onClose={onClose} />);
  return userEvent.setup();
}

const sentIds = (call: number) => (broadcastMock.mock.calls[call][1] as unknown as { contractPayload: { nfts: Array<{ ids: string[] }> } }).contractPayload.nfts[0].ids;

describe('HoldingActionDialog', () => {
  it('burns only once confirmed, says what comes back, and sends 50 instances a transaction', async () => {
    broadcastMock.mockResolvedValue(confirmed);
    const onClose = jest.fn();
    const user = renderBurn(onClose);
    expect(screen.getByText('The tokens locked in them come back to you: 30 BEE.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Burn 60 instances' }));
    expect(screen.getByText('Tick the box to confirm that the instances are destroyed')).toHaveAttribute('role', 'alert');
    expect(broadcastMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'I understand that burned instances cannot be recovered' }));
    await user.click(screen.getByRole('button', { name: 'Burn 60 instances' }));
    expect(await screen.findByText('Every transaction is confirmed.')).toBeInTheDocument();
    expect(broadcastMock).toHaveBeenCalledTimes(2);
    expect(broadcastMock.mock.calls[0][1]).toEqual({ contractName: 'nft', contractAction: 'burn', contractPayload: { nfts: [{ symbol: 'ART', ids: sentIds(0) }] } });
    expect([sentIds(0).length, sentIds(1).length]).toEqual([50, 10]);
    expect(broadcastMock.mock.calls[1][2]).toMatchObject({ displayName: 'Burn NFTs (2 of 2)' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('stops at a transaction the chain refuses, shows its error, and sends only the rest again', async () => {
    broadcastMock.mockResolvedValueOnce(confirmed).mockResolvedValueOnce({ status: 'failed', transactionId: 't', transactionIds: ['t'], errors: ['unable to release locked tokens in: ART, id 51'] });
    const user = renderBurn();
    await user.click(screen.getByRole('checkbox', { name: 'I understand that burned instances cannot be recovered' }));
    await user.click(screen.getByRole('button', { name: 'Burn 60 instances' }));
    expect(await screen.findByText('Send the rest')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Transaction 1: 50 instances of ART: Confirmed',
      'Transaction 2: 10 instances of ART: Failed (unable to release locked tokens in: ART, id 51)',
    ]);

    broadcastMock.mockResolvedValueOnce(confirmed);
    await user.click(screen.getByRole('button', { name: 'Send the rest' }));
    expect(await screen.findByText('Every transaction is confirmed.')).toBeInTheDocument();
    expect(broadcastMock).toHaveBeenCalledTimes(3);
    expect(sentIds(2)).toEqual(sentIds(1));
  });
});
