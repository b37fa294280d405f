import type { EvmToken } from '@tdx/contracts';
import { converterRows, evmRows, nativeCoinOf } from './bridged-token-rows';

const settings = {
  disabled_deposits: [{ symbol: 'SWAP.DOGE', reason: 'Deposits are paused.' }],
  disabled_withdrawals: [{ symbol: 'SWAP.USDT', reason: 'Withdrawals are paused.' }],
  minimum_withdrawals: [['SWAP.BTC', '0.0005'], ['SWAP.USDT', 20]] as [string, string | number][],
};
const usdt: EvmToken = { name: 'Tether', symbol: 'USDT', pegged_token_symbol: 'SWAP.USDT', contract_address: '0xdac1', evm_precision: 6, network: 'eth', depositEnabled: true, withdrawEnabled: true };
const wbtc: EvmToken = { ...usdt, name: 'Wrapped BTC', symbol: 'WBTC', pegged_token_symbol: 'SWAP.WBTC', evm_precision: 8, withdrawEnabled: false };
const ether = { name: 'Ether', symbol: 'ETH', pegged_token_symbol: 'SWAP.ETH' };

describe('bridged token rows', () => {
  it('lists an EVM chain’s own coin first, then its tokens, with fees, minimums and each direction’s state', () => {
    const rows = evmRows('eth', [usdt, wbtc], { 'SWAP.USDT': '0.0021', 'SWAP.ETH': '0.0015', 'SWAP.WBTC': null }, settings, ether);
    expect(rows.map((row) => [row.symbol, row.coin, row.contract, row.chainDecimals, row.fee, row.minimum])).toEqual([
      ['SWAP.ETH', 'ETH', null, 18, '1 % + 0.0015 ETH gas', null],
      ['SWAP.USDT', 'USDT', '0xdac1', 6, '1 % + 0.0021 ETH gas', '20'],
      ['SWAP.WBTC', 'WBTC', '0xdac1', 8, '1 % + gas', null],
    ]);
    expect(rows[1].withdraw).toEqual({ enabled: false, reason: 'Withdrawals are paused.' });
    expect(rows[2].withdraw).toEqual({ enabled: false, reason: 'Switched off by the bridge' });
    expect(rows[2].deposit).toEqual({ enabled: true, reason: null });
  });

  it('lists the converter coins by their own chain, without HIVE, with the converter fee', () => {
    const pegged = [
      { name: 'HIVE', symbol: 'HIVE', pegged_token_symbol: 'SWAP.HIVE' },
      { name: 'Bitcoin', symbol: 'BTC', pegged_token_symbol: 'SWAP.BTC' },
      { name: 'Dogecoin', symbol: 'DOGE', pegged_token_symbol: 'SWAP.DOGE' },
    ];
    const rows = converterRows(pegged, settings);
    expect(rows.map((row) => [row.symbol, row.chain, row.fee, row.minimum, row.deposit.enabled])).toEqual([
      ['SWAP.BTC', 'btc', '0.75 %', '0.0005', true],
      ['SWAP.DOGE', 'doge', '0.75 %', null, false],
    ]);
  });

  it('finds a chain’s own coin under its key in the bridge settings', () => {
    expect(nativeCoinOf({ account: 'a', id: 'b', chain_id: 56, gateway_address: '0x', bnb: ether })).toBe(ether);
    expect(nativeCoinOf(undefined)).toBeNull();
  });
});
