import BigNumber from 'bignumber.js';
import { DEV_ACCOUNTS } from '../accounts';
import { atPrecision, expectShape, rowsOf, seedAtScaleOne } from './test-support';

const withdrawals = rowsOf(seedAtScaleOne(), 'hivepegged', 'withdrawals');

describe('hivepegged.withdrawals', () => {
  it('has the real shape with 3-decimal HIVE quantities', () => {
    for (const row of withdrawals) {
      expectShape(row, { id: 'string', type: 'string', recipient: 'string', memo: 'string', quantity: 'string' });
      expect(row.type).toBe('HIVE');
      expect(row.quantity).toMatch(atPrecision(3));
    }
  });

  it('pairs every payout with its 0.75 % fee row (minimum 0.001) paid to hive-engine', () => {
    const payouts = withdrawals.filter((row) => !(row.id as string).endsWith('-fee'));
    expect(payouts.length * 2).toBe(withdrawals.length);
    for (const payout of payouts) {
      expect(payout.memo).toBe(`withdrawal tx ${payout.id}`);
      const fee = withdrawals.find((row) => row.id === `${payout.id}-fee`);
      expect(fee).toMatchObject({ recipient: 'hive-engine', memo: `fee tx ${payout.id}` });
      const gross = new BigNumber(payout.quantity as string).plus(fee?.quantity as string);
      const expectedFee = BigNumber.max(gross.times('0.0075').decimalPlaces(3, BigNumber.ROUND_HALF_UP), '0.001');
      expect(fee?.quantity).toBe(expectedFee.toFixed(3));
    }
  });

  it('has a pending withdrawal for every dev account', () => {
    for (const account of DEV_ACCOUNTS) expect(withdrawals.some((row) => row.recipient === account)).toBe(true);
  });
});
