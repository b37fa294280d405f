import { render, screen, within } from '@testing-library/react';
import { bridgeApi, evmBridgeApi } from '@tdx/api';
import type { EvmNetwork } from '@tdx/contracts';
import { queryClient } from '@tdx/data';
import { ContractsPage } from './contracts-page';

jest.mock('@tdx/api', () => {
  const chain = () => ({ loadSupportedTokens: jest.fn(), getWithdrawalFee: jest.fn() });
  return { bridgeApi: { loadPeggedTokens: jest.fn() }, evmBridgeApi: { eth: chain(), bsc: chain(), polygon: chain() } };
});
jest.mock('@tdx/settings', () => ({
  ...jest.requireActual('@tdx/settings'),
  useSettings: () => ({
    settings: {
      eth_bridge: { account: 'eth-bridge', id: 'ethereum_bridge', chain_id: '1', gateway_address: '0x1', ethereum: { name: 'Ether', symbol: 'ETH', pegged_token_symbol: 'SWAP.ETH' } },
      disabled_deposits: [{ symbol: 'SWAP.DOGE', reason: 'Paused for an upgrade.' }],
      minimum_withdrawals: [['SWAP.BTC', '0.0001']],
    },
  }),
}));

const evm = (network: EvmNetwork) => evmBridgeApi[network] as unknown as { loadSupportedTokens: jest.Mock; getWithdrawalFee: jest.Mock };
const USDT = { name: 'Tether', symbol: 'USDT', pegged_token_symbol: 'SWAP.USDT', contract_address: '0xdac17f958d2ee523a2206206994597c13d831ec7', evm_precision: 6, network: 'eth', depositEnabled: true, withdrawEnabled: true };

beforeEach(() => {
  (bridgeApi.loadPeggedTokens as jest.Mock).mockResolvedValue([
    { name: 'Bitcoin', symbol: 'BTC', pegged_token_symbol: 'SWAP.BTC' },
    { name: 'Dogecoin', symbol: 'DOGE', pegged_token_symbol: 'SWAP.DOGE' },
  ]);
  evm('eth').loadSupportedTokens.mockResolvedValue([USDT]);
  evm('eth').getWithdrawalFee.mockImplementation(async (symbol: string) => (symbol === 'SWAP.USDT' ? '0.0021' : '0.0015'));
  evm('bsc').loadSupportedTokens.mockResolvedValue([]);
  evm('polygon').loadSupportedTokens.mockRejectedValue(new Error('offline'));
});

afterEach(() => queryClient.clear());

describe('ContractsPage', () => {
  it('lists every bridge’s tokens with contract links, fees, minimums and open directions, and says which bridge did not answer', async () => {
    render(<ContractsPage />);
    const table = await screen.findByRole('table', { name: 'Bridged tokens' });
    const row = (symbol: string) => within(table).getByText(symbol, { exact: true }).closest('tr') as HTMLElement;
    await within(table).findByText('SWAP.USDT');
    expect(within(row('SWAP.USDT')).getByRole('link')).toHaveAttribute('href', `https://etherscan.io/token/${USDT.contract_address}`);
    expect(row('SWAP.USDT')).toHaveTextContent('1 % + 0.0021 ETH gas');
    expect(row('SWAP.ETH')).toHaveTextContent('Native coin');
    expect(row('SWAP.BTC')).toHaveTextContent('0.0001 SWAP.BTC');
    expect(row('SWAP.DOGE')).toHaveTextContent('Disabled: Paused for an upgrade.');
    expect(await screen.findByText(/The Polygon bridge did not answer/)).toBeInTheDocument();
    expect(screen.queryByText(/The Ethereum bridge did not answer/)).not.toBeInTheDocument();
  });
});
