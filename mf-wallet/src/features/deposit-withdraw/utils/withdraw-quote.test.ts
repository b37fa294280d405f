import { transferOptions } from './transfer-options';
import { withdrawQuote } from './withdraw-quote';

const [hive, btc, usdt] = transferOptions(
  [{ name: 'Bitcoin', symbol: 'BTC', pegged_token_symbol: 'SWAP.BTC' }],
  [{ name: 'Tether', symbol: 'USDT', pegged_token_symbol: 'SWAP.USDT', contract_address: '0x', evm_precision: 6, network: 'eth', depositEnabled: true, withdrawEnabled: true }],
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
});
