import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bridgeApi, evmBridgeApi, hive } from '@tdx/api';
import type { Settings } from '@tdx/contracts';
import { CANCELLED_TEXT, transfer, waitForConfirmation } from '@tdx/keychain';
import { settings$ } from '@tdx/settings';
import { user$ } from '@tdx/session';
import { MemoryRouter } from 'react-router';
import { resetFormState } from '../testing/reset-form-state';
import { BridgeFormPage } from './bridge-form-page';
import { BRIDGE_DOWN_TEXT } from './transfer-lists-frame';

jest.mock('@tdx/api', () => ({
  ...jest.requireActual('@tdx/api'),
  hive: { getAccounts: jest.fn() },
  bridgeApi: { loadPeggedTokens: jest.fn(), convert: jest.fn() },
  evmBridgeApi: { eth: { getSupportedTokens: jest.fn() }, bsc: { getSupportedTokens: jest.fn() }, polygon: { getSupportedTokens: jest.fn() } },
}));
jest.mock('@tdx/settings', () => ({ ...jest.requireActual('@tdx/settings'), sidechainId: () => 'ssc-mainnet-hive' }));
jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), transfer: jest.fn(), waitForConfirmation: jest.fn() }));
const transferMock = transfer as jest.Mock;
const waitMock = waitForConfirmation as jest.Mock;

const PEGGED = [
  { name: 'HIVE', symbol: 'HIVE', pegged_token_symbol: 'SWAP.HIVE' },
  { name: 'Bitcoin', symbol: 'BTC', pegged_token_symbol: 'SWAP.BTC' },
  { name: 'Dogecoin', symbol: 'DOGE', pegged_token_symbol: 'SWAP.DOGE' },
  { name: 'EOS', symbol: 'EOS', pegged_token_symbol: 'SWAP.EOS' },
];

beforeEach(() => {
  (hive.getAccounts as jest.Mock).mockResolvedValue([{ name: 'bob', balance: '100.000 HIVE', hbd_balance: '0.000 HBD' }]);
  (bridgeApi.loadPeggedTokens as jest.Mock).mockResolvedValue(PEGGED);
  for (const network of ['eth', 'bsc', 'polygon'] as const) (evmBridgeApi[network].getSupportedTokens as jest.Mock).mockResolvedValue([]);
  act(() => user$.next({ username: 'bob', scope: [] }));
  act(() =>
    settings$.next({
      sidechain_id: 'ssc-mainnet-hive',
      hive_pegged_account: 'honey-swap',
      disabled_deposits: [{ symbol: 'SWAP.DOGE', reason: 'Dogecoin wallet maintenance' }],
    } as Settings),
  );
});
afterEach(resetFormState);

async function openDeposit(search = '?direction=deposit') {
  render(
    <MemoryRouter initialEntries={[`/bridge${search}`]}>
      <BridgeFormPage />
    </MemoryRouter>,
  );
  const dialog = document.body;
  await within(dialog).findByRole('combobox', { name: 'Coin to deposit' });
  return { dialog };
}

async function choose(dialog: HTMLElement, coin: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Coin to deposit' }));
  await userEvent.click(await screen.findByRole('option', { name: coin }));
}

describe('BridgeFormPage, deposits', () => {
  it('quotes fee and amount received with 3 decimals and sends nothing while the amount is invalid', async () => {
    const { dialog } = await openDeposit();
    expect(await within(dialog).findByText('Available on Hive: 100.000 HIVE')).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount (HIVE)');
    await userEvent.type(amount, '1.2345');
    expect(within(dialog).getByText('At most 3 decimals allowed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.001');
    expect(within(dialog).getByText('Amount exceeds your available balance')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    expect(within(dialog).getByText('Fee (0.75 %, at least 0.001 HIVE): 0.075 HIVE')).toBeInTheDocument();
    expect(within(dialog).getByText('You will receive: 9.925 SWAP.HIVE')).toBeInTheDocument();
    expect(transferMock).not.toHaveBeenCalled();
  });

  it('keeps the form after a Keychain cancel, then deposits through the peg account and says what was credited once confirmed', async () => {
    transferMock.mockResolvedValueOnce({ success: false, cancel: true, message: 'Request was canceled by the user.' });
    transferMock.mockResolvedValueOnce({ success: true, result: { id: 'hivetx', tx_id: 'hivetx' } });
    waitMock.mockResolvedValue({ status: 'confirmed', errors: [] });
    const { dialog } = await openDeposit();
    const amount = within(dialog).getByLabelText('Amount (HIVE)');
    await userEvent.type(amount, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await within(dialog).findByText(CANCELLED_TEXT)).toBeInTheDocument();
    expect(amount).toHaveValue('10');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(transferMock).toHaveBeenLastCalledWith(
      'bob',
      'honey-swap',
      '10',
      JSON.stringify({ id: 'ssc-mainnet-hive', json: { contractName: 'hivepegged', contractAction: 'buy', contractPayload: {} } }),
      'HIVE',
    );
    expect(waitMock).toHaveBeenCalledWith(['hivetx']);
    expect(await within(dialog).findByText('9.925 SWAP.HIVE credited to @bob for your 10 HIVE.')).toBeInTheDocument();
    expect(amount).toHaveValue('');
  });

  it('shows the sidechain error and keeps the form when the deposit fails on chain', async () => {
    transferMock.mockResolvedValue({ success: true, result: { id: 'hivetx', tx_id: 'hivetx' } });
    waitMock.mockResolvedValue({ status: 'confirmed', errors: ['only HIVE can be used'] });
    const { dialog } = await openDeposit();
    await userEvent.type(within(dialog).getByLabelText('Amount (HIVE)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await within(dialog).findByText('only HIVE can be used')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (HIVE)')).toHaveValue('5');
  });

  it('gives the converter deposit address or account and memo, each with a Copy button', async () => {
    (bridgeApi.convert as jest.Mock).mockImplementation(({ from_coin }: { from_coin: string }) =>
      Promise.resolve(from_coin === 'BTC' ? { address: 'devnetbtc1abc', account: null, memo: null, transfer_id: 'd-1' } : { address: null, account: 'graphene-swap', memo: 'bob' }),
    );
    const { dialog } = await openDeposit();
    await choose(dialog, 'Bitcoin (BTC)');
    expect(await within(dialog).findByText('devnetbtc1abc')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy deposit address' })).toBeInTheDocument();
    expect(bridgeApi.convert).toHaveBeenCalledWith({ from_coin: 'BTC', to_coin: 'SWAP.BTC', destination: 'bob' });
    expect(within(dialog).getByRole('link', { name: 'follow this deposit' })).toHaveAttribute('href', '/bridge/tx/d-1');

    await choose(dialog, 'EOS (EOS)');
    expect(await within(dialog).findByText('graphene-swap')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy memo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'your bridge transfers' })).toHaveAttribute('href', '/bridge/transfers?account=bob');
  });

  it('opens on the coin of the address, by either of its symbols', async () => {
    (bridgeApi.convert as jest.Mock).mockResolvedValue({ address: 'devnetbtc1abc', account: null, memo: null });
    const { dialog } = await openDeposit('?direction=deposit&symbol=SWAP.BTC');
    expect(within(dialog).getByRole('combobox', { name: 'Coin to deposit' })).toHaveTextContent('Bitcoin (BTC)');
    expect(await within(dialog).findByText('devnetbtc1abc')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows why a deposit is disabled instead of its form', async () => {
    const { dialog } = await openDeposit();
    await choose(dialog, 'Dogecoin (DOGE)');
    expect(within(dialog).getByText('Dogecoin wallet maintenance')).toBeInTheDocument();
    expect(bridgeApi.convert).not.toHaveBeenCalled();
  });

  it('still offers HIVE when the bridge service is down, and says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (bridgeApi.loadPeggedTokens as jest.Mock).mockRejectedValue(new Error('down'));
    const { dialog } = await openDeposit();
    expect(await within(dialog).findByText(BRIDGE_DOWN_TEXT)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (HIVE)')).toBeInTheDocument();
  });
});
