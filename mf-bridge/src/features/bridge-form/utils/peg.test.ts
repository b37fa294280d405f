import { depositMemo, pegQuote, pegWithdrawAction } from './peg';

describe('pegQuote', () => {
  it.each([
    ['10', '0.075', '9.925'],
    ['1', '0.008', '0.992'],
    ['0.1', '0.001', '0.099'],
    ['0.002', '0.001', '0.001'],
    ['1234.567', '9.259', '1225.308'],
  ])('%s HIVE costs %s and gives %s', (amount, fee, receive) => {
    expect(pegQuote(amount)).toEqual({ fee, receive });
  });

  it('never promises a negative amount', () => {
    expect(pegQuote('0.0005').receive).toBe('0.000');
  });
});

describe('depositMemo', () => {
  it('is the hivepegged buy memo under the sidechain id', () => {
    expect(JSON.parse(depositMemo('ssc-mainnet-hive'))).toEqual({
      id: 'ssc-mainnet-hive',
      json: { contractName: 'hivepegged', contractAction: 'buy', contractPayload: {} },
    });
  });
});

describe('pegWithdrawAction', () => {
  it('sends the quantity with exactly 3 decimals', () => {
    expect(pegWithdrawAction('1.5')).toEqual({ contractName: 'hivepegged', contractAction: 'withdraw', contractPayload: { quantity: '1.500' } });
  });
});
