import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bridgeApi } from '@tdx/api';
import type { BridgeConversion } from '@tdx/contracts';
import { BRIDGE_FAILED_TEXT, ConversionHistoryPage } from './conversion-history-page';
import { signedInPageTests } from '../../../shared/testing/signed-in-page';

jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), bridgeApi: { getConversions: jest.fn() } }));
jest.mock('@tdx/settings', () => ({ ...jest.requireActual('@tdx/settings'), runtimeConfig: () => ({ explorerUrl: 'https://explorer.test' }) }));
const getConversions = bridgeApi.getConversions as jest.Mock;

const conversion = (n: number, fields: Partial<BridgeConversion> = {}): BridgeConversion => ({
  id: `c${n}`,
  created_at: '2026-10-20T00:00:00Z',
  from_coin_symbol: 'SWAP.BTC',
  to_coin_symbol: 'BTC',
  from_amount: '0.00420000',
  to_amount: '0.00416850',
  ex_fee: '0.00003150',
  to_address: 'bc1qdevnetbob',
  to_memo: null,
  to_txid: `btctx${n}`,
  deposit: { from_account: 'bob', coin_symbol: 'SWAP.BTC', amount: '0.0042', txid: `hetx${n}` },
  ...fields,
});


signedInPageTests();
describe('ConversionHistoryPage', () => {
  it("pages through the user's withdrawals with links to each chain's explorer", async () => {
    getConversions.mockImplementation(({ offset }: { offset: number }) =>
      Promise.resolve({ count: 12, next: null, previous: null, results: Array.from({ length: offset === 0 ? 10 : 2 }, (_, i) => conversion(offset + i)) }),
    );
    render(<ConversionHistoryPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    expect(getConversions).toHaveBeenLastCalledWith({ limit: 10, offset: 0, deposit__from_account: 'bob' });
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    const row = within(table).getAllByRole('row').find((r) => r.getAttribute('aria-rowindex') === '2')!;
    expect(within(row).getByRole('link', { name: /^Sent transaction hetx0/ })).toHaveAttribute('href', 'https://explorer.test/tx/hetx0');
    expect(within(row).getByRole('link', { name: /^Paid out transaction btctx0/ })).toHaveAttribute('href', 'https://blockchair.com/bitcoin/transaction/btctx0');
    expect(row).toHaveTextContent('0.00420000');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11–12 of 12')).toBeInTheDocument();
    expect(getConversions).toHaveBeenLastCalledWith({ limit: 10, offset: 10, deposit__from_account: 'bob' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('1–10 of 12')).toBeInTheDocument();
  });

  it('asks for deposits credited to the user first and says when there are none', async () => {
    getConversions.mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    render(<ConversionHistoryPage />);
    expect(await screen.findByText('No deposits through the bridge yet.')).toBeInTheDocument();
    expect(getConversions).toHaveBeenCalledWith({ limit: 10, offset: 0, to_address: 'bob' });
  });

  it('shows hostile text as text and no link for an unknown coin', async () => {
    getConversions.mockResolvedValue({
      count: 1,
      next: null,
      previous: null,
      results: [conversion(1, { to_coin_symbol: 'XYZ', to_address: '<img src=x onerror=alert(1)>', to_txid: 'javascript:alert(1)' })],
    });
    render(<ConversionHistoryPage />);
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(within(table).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
    expect(within(table).getAllByRole('link')).toHaveLength(1);
  });

  it('explains a bridge failure and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getConversions.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    render(<ConversionHistoryPage />);
    expect(await screen.findByText(BRIDGE_FAILED_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No deposits through the bridge yet.')).toBeInTheDocument();
  });
});
