import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bridgeApi, evmBridgeApi, queries } from '@tdx/api';
import type { Settings } from '@tdx/contracts';
import { broadcast } from '@tdx/keychain';
import { MemoryRouter } from '@tdx/router';
import { user$ } from '@tdx/session';
import { settings$ } from '@tdx/settings';
import { QUEUED_WARNING } from './withdraw-form';
import { WithdrawDialog } from './withdraw-dialog';

jest.mock('@tdx/api', () => ({
  ...jest.requireActual('@tdx/api'),
  queries: { getBalance: jest.fn(), getTokens: jest.fn() },
  bridgeApi: { loadPeggedTokens: jest.fn(), convert: jest.fn() },
  evmBridgeApi: { eth: { getSupportedTokens: jest.fn() }, bsc: { getSupportedTokens: jest.fn() }, polygon: { getSupportedTokens: jest.fn() } },
}));
jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
const broadcastMock = broadcast as jest.Mock;
const convert = bridgeApi.convert as jest.Mock;

const USDT = { name: 'Tether USD', symbol: 'USDT', pegged_token_symbol: 'SWAP.USDT', contract_address: '0xdac1', evm_precision: 6, network: 'eth', depositEnabled: true, withdrawEnabled: true };
const BALANCES: Record<string, string> = { 'SWAP.HIVE': '50.12345678', 'SWAP.BTC': '0.5', 'SWAP.USDT': '20' };
const PRECISIONS: Record<string, number> = { 'SWAP.HIVE': 8, 'SWAP.BTC': 8, 'SWAP.USDT': 6 };

beforeEach(() => {
  (queries.getBalance as jest.Mock).mockImplementation((_account: string, symbol: string) => Promise.resolve({ symbol, balance: BALANCES[symbol] ?? '0' }));
  (queries.getTokens as jest.Mock).mockImplementation(({ symbol }: { symbol: string }) => Promise.resolve([{ symbol, precision: PRECISIONS[symbol] ?? 8 }]));
  (bridgeApi.loadPeggedTokens as jest.Mock).mockResolvedValue([
    { name: 'HIVE', symbol: 'HIVE', pegged_token_symbol: 'SWAP.HIVE' },
    { name: 'Bitcoin', symbol: 'BTC', pegged_token_symbol: 'SWAP.BTC' },
    { name: 'Litecoin', symbol: 'LTC', pegged_token_symbol: 'SWAP.LTC' },
  ]);
  (evmBridgeApi.eth.getSupportedTokens as jest.Mock).mockResolvedValue([USDT]);
  (evmBridgeApi.bsc.getSupportedTokens as jest.Mock).mockResolvedValue([]);
  (evmBridgeApi.polygon.getSupportedTokens as jest.Mock).mockResolvedValue([]);
  act(() => {
    user$.next({ username: 'bob', scope: [] });
    settings$.next({
      minimum_withdrawals: [['SWAP.HIVE', '0.002'], ['SWAP.BTC', '0.0001']],
      disabled_withdrawals: [{ symbol: 'SWAP.LTC', reason: 'Litecoin withdrawals are paused' }],
      eth_bridge: { account: 'swap-eth', id: 'ethbridge', chain_id: '1', gateway_address: '0xgateway' },
    } as Settings);
  });
});
afterEach(() => {
  act(() => {
    settings$.next(null);
    user$.next(null);
  });
  jest.restoreAllMocks();
  jest.resetAllMocks();
});

async function openWithdraw(onClose = jest.fn()) {
  render(
    <MemoryRouter>
      <WithdrawDialog account="bob" open onClose={onClose} />
    </MemoryRouter>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
  await within(dialog).findByText(/^Available:/);
  return { dialog, onClose };
}

async function choose(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Token to withdraw' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await within(dialog).findByText(/^Available:/);
}

const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

describe('WithdrawDialog', () => {
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

  it('withdraws SWAP.HIVE through hivepegged with a 3-decimal quantity and closes once confirmed', async () => {
    broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 'tx', transactionIds: ['tx'] });
    const { dialog, onClose } = await openWithdraw();
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.HIVE)'), '10');
    expect(within(dialog).getByText('You will receive: 9.925 HIVE')).toBeInTheDocument();
    await submit(dialog);
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'hivepegged', contractAction: 'withdraw', contractPayload: { quantity: '10.000' } },
      expect.objectContaining({ displayName: 'Withdraw SWAP.HIVE' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the form when Keychain is cancelled', async () => {
    broadcastMock.mockResolvedValue({ status: 'cancelled' });
    const { dialog, onClose } = await openWithdraw();
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.HIVE)'), '3');
    await submit(dialog);
    expect(await within(dialog).findByText('Transaction cancelled')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (SWAP.HIVE)')).toHaveValue('3');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks the converter where to send a SWAP.BTC withdrawal and transfers there with its memo', async () => {
    convert.mockResolvedValue({ address: null, account: 'graphene-swap', memo: 'BTC bc1qdest' });
    broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 'tx', transactionIds: ['tx'] });
    const { dialog } = await openWithdraw();
    await choose(dialog, 'SWAP.BTC → Bitcoin (BTC)');
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.BTC)'), '0.01');
    await submit(dialog);
    expect(within(dialog).getByText('Enter the address to receive the coins')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Receiving BTC address'), 'bc1qdest');
    await submit(dialog);
    expect(convert).toHaveBeenCalledWith({ from_coin: 'SWAP.BTC', to_coin: 'BTC', destination: 'bc1qdest' });
    expect(broadcastMock.mock.calls[0][1]).toEqual({
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'SWAP.BTC', to: 'graphene-swap', quantity: '0.01', memo: 'BTC bc1qdest' },
    });
  });

  it('sends nothing and says so when the converter fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    convert.mockRejectedValue(new Error('Network error'));
    const { dialog } = await openWithdraw();
    await choose(dialog, 'SWAP.BTC → Bitcoin (BTC)');
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.BTC)'), '0.01');
    await userEvent.type(within(dialog).getByLabelText('Receiving BTC address'), 'bc1qdest');
    await submit(dialog);
    expect(await within(dialog).findByText(/The bridge service did not answer, nothing was sent/)).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('sends an EVM withdrawal to the bridge account with the address as memo', async () => {
    broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 'tx', transactionIds: ['tx'] });
    const { dialog } = await openWithdraw();
    await choose(dialog, 'SWAP.USDT → Tether USD (USDT, Ethereum)');
    await userEvent.type(within(dialog).getByLabelText('Amount (SWAP.USDT)'), '5');
    await userEvent.type(within(dialog).getByLabelText('Receiving USDT address'), '0x123');
    await submit(dialog);
    expect(within(dialog).getByText('Enter a valid receiving address')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Receiving USDT address'));
    await userEvent.type(within(dialog).getByLabelText('Receiving USDT address'), '0x52908400098527886E0F7030069857D2E4169EE7');
    await submit(dialog);
    expect(broadcastMock.mock.calls[0][1]).toEqual({
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'SWAP.USDT', to: 'swap-eth', quantity: '5', memo: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
  });

  it('shows why a withdrawal is disabled', async () => {
    const { dialog } = await openWithdraw();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Token to withdraw' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SWAP.LTC → Litecoin (LTC)' }));
    expect(await within(dialog).findByText('Litecoin withdrawals are paused')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});
