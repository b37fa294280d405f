import { render, screen, within } from '@testing-library/react';
import { bridgeApi } from '@tdx/api';
import type { BridgeTransfer } from '@tdx/contracts';
import { queryClient } from '@tdx/data';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SEEN_DEPOSIT } from '../../../shared/testing/transfer-fixture';
import { TRANSFER_FAILED_TEXT, TransferPage } from './transfer-page';

jest.mock('@tdx/api', () => ({ bridgeApi: { getTransfer: jest.fn() } }));
jest.mock('@tdx/settings', () => ({ ...jest.requireActual('@tdx/settings'), runtimeConfig: () => ({ explorerUrl: 'https://explorer.example/' }) }));
const getTransfer = bridgeApi.getTransfer as jest.Mock;

const seen = SEEN_DEPOSIT;
const HASH = seen.sourceTxId;
const confirmed: BridgeTransfer = {
  ...seen,
  status: 'confirmed',
  confirmations: 2,
  destinationTxId: 'he-tx-1',
  steps: [...seen.steps, { status: 'sent', at: '2026-11-01T00:00:08.000Z' }, { status: 'confirmed', at: '2026-11-01T00:00:11.000Z' }],
};

function renderPage(id = 'd-1') {
  render(
    <MemoryRouter initialEntries={[`/bridge/tx/${id}`]}>
      <Routes>
        <Route path="/bridge/tx/:id" element={<TransferPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  queryClient.clear();
  getTransfer.mockReset();
});

describe('TransferPage', () => {
  it('shows a transfer waiting for confirmations, then reads it again until it is confirmed', async () => {
    getTransfer.mockResolvedValueOnce(seen).mockResolvedValue(confirmed);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit of 0.01 BTC' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for confirmations (1 of 2)');
    const steps = within(screen.getByRole('list', { name: 'Transfer steps' })).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('Waiting for confirmations on Bitcoin: 1 of 2');
    expect(screen.getByRole('link', { name: 'The transaction on Bitcoin in the block explorer (opens a new tab)' })).toHaveAttribute('href', `https://blockstream.info/tx/${HASH}`);

    expect(await screen.findByText('0.009925 SWAP.BTC arrived on Hive Engine.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The transaction on Hive Engine in the block explorer (opens a new tab)' })).toHaveAttribute('href', 'https://explorer.example/tx/he-tx-1');
    const calls = getTransfer.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(getTransfer.mock.calls.length).toBe(calls);
  }, 15_000);

  it('says when a transfer failed, with the reason', async () => {
    getTransfer.mockResolvedValue({ ...seen, status: 'failed', failure: { reason: 'Dust limit', at: '2026-11-01T00:01:00.000Z' } });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('FailedDust limit');
  });

  it('says an unknown id is unknown', async () => {
    getTransfer.mockRejectedValue(Object.assign(new Error('Transfer not found'), { status: 404 }));
    renderPage('nope');
    expect(await screen.findByText(/No bridge transfer has the id “nope”/)).toBeInTheDocument();
  });

  it('says when the bridge service does not answer', async () => {
    getTransfer.mockRejectedValue(new Error('offline'));
    renderPage();
    expect(await screen.findByText(TRANSFER_FAILED_TEXT)).toBeInTheDocument();
  });
});
