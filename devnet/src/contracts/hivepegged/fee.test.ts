import { afterFee, pegFee } from './fee';

describe('peg fee', () => {
  it.each([
    ['10.000', '0.075', '9.925'],
    ['1.000', '0.008', '0.992'],
    ['0.100', '0.001', '0.099'],
    ['0.001', '0.001', '0.000'],
    ['123.456', '0.926', '122.530'],
  ])('%s HIVE: fee %s, credited %s', (amount, fee, credited) => {
    expect(pegFee(amount)).toBe(fee);
    expect(afterFee(amount, pegFee(amount))).toBe(credited);
  });
});
