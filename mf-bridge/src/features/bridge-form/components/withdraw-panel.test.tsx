import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bridgeApi, evmBridgeApi, queries } from '@tdx/api';
import type { Settings } from '@tdx/contracts';
import { broadcast } from '@tdx/keychain';
import { MemoryRouter, Route, Routes } from 'react-router';
import { user$ } from '@tdx/session';
import { settings$ } from '@tdx/settings';
import { gasReserveTooLowText } from './evm-gas-reserve';
import { GAS_DEPOSIT_NOTICE } from './gas-fee-deposit-dialog';
import { invalidAddressText } from '../utils/withdraw-rules';
import { QUEUED_WARNING } from './withdraw-form';
import { resetFormState } from '../testing/reset-form-state';
import { BridgeFormPage } from './bridge-form-page';

jest.mock('@tdx/api', () => ({
  ...jest.requireActual('@tdx/api'),
  queries: { getBalance: jest.fn(), getTokens: jest.fn() },
  bridgeApi: { loadPeggedTokens: jest.fn(), convert: jest.fn() },
  evmBridgeApi: { eth: { getSupportedTokens: jest.fn(), get: jest.fn() }, bsc: { getSupportedTokens: jest.fn() }, polygon: { getSupportedTokens: jest.fn() } },
}));
jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
const broadcastMock = broadcast as jest.Mock;
const convert = bridgeApi.convert as jest.Mock;

const USDT = { name: 'Tether USD', symbol: 'USDT', pegged_token_symbol: 'SWAP.USDT', contract_address: '0xdac1', evm_precision: 6, network: 'eth', depositEnabled: true, withdrawEnabled: true };
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const BALANCES: Record<string, string> = { 'SWAP.HIVE': '50.12345678', 'SWAP.BTC': '0.5', 'SWAP.USDT': '20', 'SWAP.ETH': '1', 'SWAP.EOS': '30' };
const PRECISIONS: Record<string, number> = { 'SWAP.HIVE': 8, 'SWAP.BTC': 8, 'SWAP.USDT': 6 };

beforeEach(() => {
  (queries.getBalance as jest.Mock).mockImplementation((_account: string, symbol: string) => Promise.resolve({ symbol, balance: BALANCES[symbol] ?? '0' }));
  (queries.getTokens as jest.Mock).mockImplementation(({ symbol }: { symbol: string }) => Promise.resolve([{ symbol, precision: PRECISIONS[symbol] ?? 8 }]));
  (bridgeApi.loadPeggedTokens as jest.Mock).mockResolvedValue([
    { name: 'HIVE', symbol: 'HIVE', pegged_token_symbol: 'SWAP.HIVE' },
    { name: 'Bitcoin', symbol: 'BTC', pegged_token_symbol: 'SWAP.BTC' },
    { name: 'Litecoin', symbol: 'LTC', pegged_token_symbol: 'SWAP.LTC' },
    { name: 'EOS', symbol: 'EOS', pegged_token_symbol: 'SWAP.EOS' },
  ]);
  (evmBridgeApi.eth.getSupportedTokens as jest.Mock).mockResolvedValue([USDT]);
  (evmBridgeApi.bsc.getSupportedTokens as jest.Mock).mockResolvedValue([]);
  (evmBridgeApi.polygon.getSupportedTokens as jest.Mock).mockResolvedValue([]);
  act(() => {
    user$.next({ username: 'bob', scope: [] });
    settings$.next({
      minimum_withdrawals: [['SWAP.HIVE', '0.002'], ['SWAP.BTC', '0.0001']],
      disabled_withdrawals: [{ symbol: 'SWAP.LTC', reason: 'Litecoin withdrawals are paused' }],
      eth_bridge: { account: 'swap-eth', id: 'ethbridge', chain_id: '1', gateway_address: '0xgateway', ethereum: { name: 'Ether', symbol: 'ETH', pegged_token_symbol: 'SWAP.ETH' } },
    } as Settings);
  });
});
afterEach(resetFormState);

async function openWithdraw() {
  render(
    <MemoryRouter initialEntries={['/bridge?direction=withdraw']}>
      <Routes>
        <Route path="/bridge" element={<BridgeFormPage />} />
        <Route path="/bridge/tx/:id" element={<p>Transfer page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const dialog = document.body;
  await within(dialog).findByText(/^Available:/);
  return { dialog };
}

async function choose(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Token to withdraw' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await within(dialog).findByText(/^Available:/);
}

const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

describe('BridgeFormPage, withdrawals', () => {
  it('refuses SWAP.HIVE below the minimum or with more than 3 decimals, sending nothing', async () => {
    const { dialog } = await openWithdraw();
    expect(within(dialog).getByText(QUEUED_WARNING, { exact: false })).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount (SWAP.HIVE)');
    await userEvent.type(amount, '0.001');
    await submit(dialog);
    expect(within(dialog).getByText('Minimum withdrawal is 0.002 SWAP.HIVE')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.2345');
    await submit(dialog);
    expect(within(dialog).getByText('At most 3 decimals allowed')).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('withdraws SWAP.HIVE through hivepegged with a 3-decimal quantity and says it is queued once confirmed', async () => {
    broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 'tx', transactionIds: ['tx'] });
    const { dialog } = await openWithdraw();
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.HIVE)'), '10');
    expect(within(dialog).getByText('You will receive: 9.925 HIVE')).toBeInTheDocument();
    await submit(dialog);
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'hivepegged', contractAction: 'withdraw', contractPayload: { quantity: '10.000' } },
      expect.objectContaining({ displayName: 'Withdraw SWAP.HIVE' }),
    );
    expect(await within(dialog).findByText(/Withdrawal of 10 SWAP.HIVE queued/)).toBeInTheDocument();
  });

  it('keeps the form when Keychain is cancelled', async () => {
    broadcastMock.mockResolvedValue({ status: 'cancelled' });
    const { dialog } = await openWithdraw();
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.HIVE)'), '3');
    await submit(dialog);
    expect(await within(dialog).findByText('Transaction cancelled')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (SWAP.HIVE)')).toHaveValue('3');
  });

  it('asks the converter where to send a SWAP.BTC withdrawal, transfers there with its memo, then opens its transfer', async () => {
    convert.mockResolvedValue({ address: null, account: 'graphene-swap', memo: `BTC ${BTC_ADDRESS}` });
    broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 'tx', transactionIds: ['tx'] });
    const { dialog } = await openWithdraw();
    await choose(dialog, 'SWAP.BTC → Bitcoin (BTC)');
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.BTC)'), '0.01');
    await submit(dialog);
    expect(within(dialog).getByText('Enter the address to receive the coins')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Receiving BTC address'), 'bc1qdest');
    await submit(dialog);
    expect(within(dialog).getByText('Enter a valid BTC address')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Receiving BTC address'));
    await userEvent.type(within(dialog).getByLabelText('Receiving BTC address'), BTC_ADDRESS);
    await submit(dialog);
    expect(convert).toHaveBeenCalledWith({ from_coin: 'SWAP.BTC', to_coin: 'BTC', destination: BTC_ADDRESS });
    expect(broadcastMock.mock.calls[0][1]).toEqual({
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'SWAP.BTC', to: 'graphene-swap', quantity: '0.01', memo: `BTC ${BTC_ADDRESS}` },
    });
    expect(await screen.findByText('Transfer page')).toBeInTheDocument();
  }, 15_000);

  it('sends nothing and says so when the converter fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    convert.mockRejectedValue(new Error('Network error'));
    const { dialog } = await openWithdraw();
    await choose(dialog, 'SWAP.BTC → Bitcoin (BTC)');
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.BTC)'), '0.01');
    await userEvent.type(within(dialog).getByLabelText('Receiving BTC address'), BTC_ADDRESS);
    await submit(dialog);
    expect(await within(dialog).findByText(/The bridge service did not answer, nothing was sent/)).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('blocks an EVM token withdrawal while the gas reserve is short, tops it up with SWAP.ETH (memo fee), then sends to the bridge', async () => {
    let reserve = '0.001';
    (evmBridgeApi.eth.get as jest.Mock).mockImplementation((path: string) =>
      Promise.resolve(path === 'utils/withdrawalfee/SWAP.USDT' ? 0.0021 : path === 'utils/feebalance/bob' ? { balance: reserve } : Promise.reject(new Error(path))),
    );
    broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 'tx', transactionIds: ['tx'] });
    const { dialog } = await openWithdraw();
    await choose(dialog, 'SWAP.USDT → Tether USD (USDT, Ethereum)');
    expect(await within(dialog).findByText('Network gas fee: 0.0021 SWAP.ETH · Your gas reserve: 0.001 SWAP.ETH')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.USDT)'), '5');
    await userEvent.type(within(dialog).getByLabelText('Receiving USDT address'), '0x123');
    await submit(dialog);
    expect(within(dialog).getByText(invalidAddressText('USDT', true))).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Receiving USDT address'));
    await userEvent.type(within(dialog).getByLabelText('Receiving USDT address'), '0x52908400098527886E0F7030069857D2E4169EE7');
    expect(within(dialog).getByText('You will receive about: 4.950000 USDT')).toBeInTheDocument();
    await submit(dialog);
    expect(within(dialog).getByText(gasReserveTooLowText('0.0021', '0.001', 'SWAP.ETH'))).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit gas fee' }));
    const gasDialog = await screen.findByRole('dialog', { name: 'Deposit gas fee' });
    expect(within(gasDialog).getByText(GAS_DEPOSIT_NOTICE)).toBeInTheDocument();
    expect(within(gasDialog).getByLabelText('Gas deposit (SWAP.ETH)')).toHaveValue('0.0011');
    await within(gasDialog).findByText(/^Available: 1(\.0+)? SWAP\.ETH$/);
    reserve = '0.0021';
    await userEvent.click(within(gasDialog).getByRole('button', { name: 'Deposit gas fee' }));
    expect(broadcastMock.mock.calls[0][1]).toEqual({
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'SWAP.ETH', to: 'swap-eth', quantity: '0.00110000', memo: 'fee' },
    });
    expect(await within(dialog).findByText('Network gas fee: 0.0021 SWAP.ETH · Your gas reserve: 0.0021 SWAP.ETH')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Deposit gas fee' })).not.toBeInTheDocument();

    await submit(dialog);
    expect(broadcastMock.mock.calls[1][1]).toEqual({
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'SWAP.USDT', to: 'swap-eth', quantity: '5', memo: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
  });

  it('takes the gas fee off a native coin withdrawal and needs no reserve for it', async () => {
    (evmBridgeApi.eth.get as jest.Mock).mockImplementation((path: string) => Promise.resolve(path.startsWith('utils/withdrawalfee/') ? 0.0015 : { balance: '0' }));
    const { dialog } = await openWithdraw();
    await choose(dialog, 'SWAP.ETH → Ether (ETH, Ethereum)');
    expect(await within(dialog).findByText('Network gas fee: 0.0015 SWAP.ETH, taken off what you receive')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.ETH)'), '1');
    expect(within(dialog).getByText('You will receive about: 0.98850000 ETH')).toBeInTheDocument();
    expect(evmBridgeApi.eth.get).toHaveBeenCalledWith('utils/withdrawalfee/SWAP.ETH');
  });

  it('appends the user’s own memo to the converter’s for SWAP.EOS', async () => {
    convert.mockResolvedValue({ address: null, account: 'graphene-swap', memo: 'EOS eosaccount12' });
    broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 'tx', transactionIds: ['tx'] });
    const { dialog } = await openWithdraw();
    await choose(dialog, 'SWAP.EOS → EOS (EOS)');
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.EOS)'), '2');
    await userEvent.type(within(dialog).getByLabelText('Receiving EOS address'), 'eosaccount12');
    await userEvent.type(within(dialog).getByLabelText('Memo (optional)'), 'exchange 42');
    await submit(dialog);
    expect(broadcastMock.mock.calls[0][1]).toMatchObject({ contractPayload: { symbol: 'SWAP.EOS', to: 'graphene-swap', memo: 'EOS eosaccount12 exchange 42' } });
  });

  it('shows why a withdrawal is disabled', async () => {
    const { dialog } = await openWithdraw();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Token to withdraw' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SWAP.LTC → Litecoin (LTC)' }));
    expect(await within(dialog).findByText('Litecoin withdrawals are paused')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});
