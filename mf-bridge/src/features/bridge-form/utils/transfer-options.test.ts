import type { EvmToken, Settings } from '@tdx/contracts';
import { disabledReason, transferOptions, type TransferOption } from './transfer-options';

const pegged = [
  { name: 'Bitcoin', symbol: 'BTC', pegged_token_symbol: 'SWAP.BTC' },
  { name: 'HIVE', symbol: 'HIVE', pegged_token_symbol: 'SWAP.HIVE' },
  { name: 'Dogecoin', symbol: 'DOGE', pegged_token_symbol: 'SWAP.DOGE' },
];
const usdt: EvmToken = {
  name: 'Tether USD',
  symbol: 'USDT',
  pegged_token_symbol: 'SWAP.USDT',
  contract_address: '0xdac1',
  evm_precision: 6,
  network: 'eth',
  depositEnabled: true,
  withdrawEnabled: false,
};
const settings = {
  disabled_deposits: [{ symbol: 'SWAP.DOGE', reason: 'Dogecoin node maintenance' }],
  disabled_withdrawals: [],
  eth_bridge: { account: 'swap-eth', id: 'ethbridge', chain_id: '1', gateway_address: '0xgateway' },
} as unknown as Settings;

const find = (options: TransferOption[], coin: string) => options.find((option) => option.coin === coin)!;

describe('transferOptions', () => {
  it('puts HIVE first, then converter coins and EVM tokens by name', () => {
    expect(transferOptions(pegged, [usdt]).map((option) => option.label)).toEqual(['HIVE', 'Bitcoin (BTC)', 'Dogecoin (DOGE)', 'Tether USD (USDT, Ethereum)']);
  });

  it('adds each bridge’s native coin from the settings and leaves out a token group the settings switch off', () => {
    const withNatives = {
      eth_bridge: { account: 'eth-bridge', id: 'ethereum_bridge', chain_id: '1', gateway_address: '0xg', ethereum: { name: 'Ether', symbol: 'ETH', pegged_token_symbol: 'SWAP.ETH' }, erc_20: { enabled: false } },
      polygon_bridge: { account: 'polygon-bridge', id: 'polygon_bridge', chain_id: '137', gateway_address: '0xp', pol: { name: 'Polygon', symbol: 'POL', pegged_token_symbol: 'SWAP.MATIC' } },
    } as unknown as Settings;
    const options = transferOptions([], [usdt], withNatives);
    expect(options.map((option) => option.label)).toEqual(['HIVE', 'Ether (ETH, Ethereum)', 'Polygon (POL, Polygon)']);
    expect(find(options, 'POL')).toMatchObject({ kind: 'evm', network: 'polygon', pegged: 'SWAP.MATIC', contractAddress: null, evmPrecision: 18, depositEnabled: true });
    expect(find(transferOptions([], [usdt], null), 'USDT')).toMatchObject({ contractAddress: '0xdac1', evmPrecision: 6 });
  });
});

describe('disabledReason', () => {
  const options = transferOptions(pegged, [usdt]);

  it('gives the reason from the settings', () => {
    expect(disabledReason(find(options, 'DOGE'), 'deposit', settings)).toBe('Dogecoin node maintenance');
    expect(disabledReason(find(options, 'DOGE'), 'withdraw', settings)).toBeNull();
  });

  it("respects the EVM bridge's deposit and withdraw flags", () => {
    expect(disabledReason(find(options, 'USDT'), 'deposit', settings)).toBeNull();
    expect(disabledReason(find(options, 'USDT'), 'withdraw', settings)).toBe('The Ethereum bridge has paused withdrawals of USDT.');
  });

  it('refuses an EVM token whose bridge the settings do not describe', () => {
    expect(disabledReason(find(options, 'USDT'), 'deposit', { ...settings, eth_bridge: undefined })).toBe('The Ethereum bridge is not configured on this site.');
  });

  it('lets HIVE through when nothing disables it', () => {
    expect(disabledReason(find(options, 'HIVE'), 'deposit', null)).toBeNull();
  });
});
