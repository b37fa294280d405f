import type { Settings } from '@tdx/contracts';
import { transferOptions } from './transfer-options';
import { withdrawQuote } from './withdraw-quote';

const [hive, btc, eth, usdt] = transferOptions(
  [{ name: 'Bitcoin', symbol: 'BTC', pegged_token_symbol: 'SWAP.BTC' }],
  [{ name: 'Tether', symbol: 'USDT', pegged_token_symbol: 'SWAP.USDT', contract_address: '0x', evm_precision: 6, network: 'eth', depositEnabled: true, withdrawEnabled: true }],
  { eth_bridge: { account: 'eth-bridge', id: 'ethereum_bridge', chain_id: '1', gateway_address: '0xgateway', ethereum: { name: 'Ether', symbol: 'ETH', pegged_token_symbol: 'SWAP.ETH' } } } as Settings,
);

describe('withdrawQuote', () => {
  it('applies the peg fee to SWAP.HIVE exactly', () => {
    expect(withdrawQuote(hive, '10', 3)).toEqual({ fee: '0.075', receive: '9.925', estimate: false });
  });

  it('estimates the converter fee at the token precision, rounded up', () => {
    expect(withdrawQuote(btc, '0.0042', 8)).toEqual({ fee: '0.00003150', receive: '0.00416850', estimate: true });
    expect(withdrawQuote(btc, '0.00000001', 8)).toEqual({ fee: '0.00000001', receive: '0.00000000', estimate: true });
  });

  it('estimates the EVM bridge fee', () => {
    expect(withdrawQuote(usdt, '100', 6)).toEqual({ fee: '1.000000', receive: '99.000000', estimate: true });
  });

  it('takes the gas fee off a native coin (amount × 0.99 − gas) but not off a token, whose gas comes from the reserve', () => {
    expect(eth.coin).toBe('ETH');
    expect(withdrawQuote(eth, '1', 8, '0.0015')).toEqual({ fee: '0.01000000', receive: '0.98850000', estimate: true });
    expect(withdrawQuote(eth, '0.001', 8, '0.0015')).toMatchObject({ receive: '0.00000000' });
    expect(withdrawQuote(usdt, '100', 6, '0.0021')).toMatchObject({ receive: '99.000000' });
  });
});
