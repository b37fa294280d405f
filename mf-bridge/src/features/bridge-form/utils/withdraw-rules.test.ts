import { QUANTITY_MESSAGES } from '@tdx/ui/extra';
import { addressProblem, invalidAddressText, minimumText, minimumWithdrawal, withdrawAmountProblem } from './withdraw-rules';

const swapHive = { symbol: 'SWAP.HIVE', precision: 3, minimum: '0.002', available: '10.5' };

describe('withdrawAmountProblem', () => {
  it('accepts an amount within the rules', () => {
    expect(withdrawAmountProblem('10.5', swapHive)).toBeNull();
    expect(withdrawAmountProblem('0.002', swapHive)).toBeNull();
  });

  it('refuses below the minimum', () => {
    expect(withdrawAmountProblem('0.001', swapHive)).toBe(minimumText('0.002', 'SWAP.HIVE'));
    expect(minimumText('0.002', 'SWAP.HIVE')).toBe('Minimum withdrawal is 0.002 SWAP.HIVE');
  });

  it('refuses too many decimals, too much, zero and garbage', () => {
    expect(withdrawAmountProblem('1.2345', swapHive)).toBe(QUANTITY_MESSAGES.tooManyDecimals(3));
    expect(withdrawAmountProblem('10.501', swapHive)).toBe(QUANTITY_MESSAGES.tooMuch);
    expect(withdrawAmountProblem('0', swapHive)).toBe(QUANTITY_MESSAGES.notPositive);
    expect(withdrawAmountProblem('1e3', swapHive)).toBe(QUANTITY_MESSAGES.invalid);
  });
});

describe('minimumWithdrawal', () => {
  const settings = { minimum_withdrawals: [['SWAP.HIVE', '0.001'], ['SWAP.BTC', 0.0001], ['SWAP.BAD', 'x']] as [string, string | number][] };

  it('takes the larger of the settings entry and the floor', () => {
    expect(minimumWithdrawal(settings, 'SWAP.HIVE', '0.002')).toBe('0.002');
    expect(minimumWithdrawal({ minimum_withdrawals: [['SWAP.HIVE', '1']] }, 'SWAP.HIVE', '0.002')).toBe('1');
    expect(minimumWithdrawal(settings, 'SWAP.BTC')).toBe('0.0001');
  });

  it('has none when neither gives a usable number', () => {
    expect(minimumWithdrawal(settings, 'SWAP.BAD')).toBeUndefined();
    expect(minimumWithdrawal(null, 'SWAP.ETH')).toBeUndefined();
  });
});

describe('addressProblem', () => {
  it("checks the address by the coin's chain and words the problem for it", () => {
    expect(addressProblem('0x52908400098527886E0F7030069857D2E4169EE7', 'ETH', 'evm')).toBeNull();
    expect(addressProblem('0x52908400098527886E0F7030069857D2E4169Ee7', 'USDT', 'evm')).toBe(invalidAddressText('USDT', true));
    expect(addressProblem(' bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 ', 'BTC', 'converter')).toBeNull();
    expect(addressProblem('bc1qdevnetbob00000000000000000000000000', 'BTC', 'converter')).toBe('Enter a valid BTC address');
    expect(addressProblem('  ', 'BTC', 'converter')).toBe('Enter the address to receive the coins');
  });
});
