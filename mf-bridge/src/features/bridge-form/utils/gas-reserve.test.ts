import { gasDepositAction, gasFeeCovered, gasShortfall } from './gas-reserve';

describe('gas reserve', () => {
  it('gives what is missing to pay the fee, rounded up to 8 decimals, or 0', () => {
    expect(gasShortfall('0.0021', '0')).toBe('0.0021');
    expect(gasShortfall('0.0021', '0.001')).toBe('0.0011');
    expect(gasShortfall('0.000000001', '0')).toBe('0.00000001');
    expect(gasShortfall('0.0021', '0.0021')).toBe('0');
    expect(gasShortfall('0.0021', '5')).toBe('0');
  });

  it('is covered when the reserve holds at least the fee', () => {
    expect(gasFeeCovered({ fee: '0.0021', reserve: '0.0021' })).toBe(true);
    expect(gasFeeCovered({ fee: '0.0021', reserve: '0.00209999' })).toBe(false);
  });

  it('sends the pegged native coin to the bridge account with memo fee and 8 decimals', () => {
    expect(gasDepositAction('SWAP.ETH', 'eth-bridge', '0.0021')).toEqual({
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'SWAP.ETH', to: 'eth-bridge', quantity: '0.00210000', memo: 'fee' },
    });
  });
});
