import BigNumber from 'bignumber.js';
import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { DEV_ACCOUNTS, SYSTEM_ACCOUNT } from '../accounts';
import { ChainNumber, fixed, logUniform, quantityOf, seedTable, transactionId } from './rows';
import type { SeedContext } from './seed-context';

const HIVE_PRECISION = 3;
const FEE_RATE = '0.0075';
const MIN_FEE = '0.001';

/**
 * Pending HIVE payouts of `hivepegged.withdraw` that the peg has not executed yet: one withdrawal
 * row and one fee row each (the SWAP.HIVE already went to honey-swap).
 */
export function seedHivePegged(context: SeedContext): SeedTable[] {
  const random = context.randomFor('hivepegged');
  const recipients = [...DEV_ACCOUNTS, ...DEV_ACCOUNTS.slice(0, 2), ...random.sample(context.users, 6)];
  const rows: Row[] = [];
  for (const recipient of recipients) {
    const quantity = quantityOf(logUniform(random, 1, 2000), HIVE_PRECISION);
    const fee = ChainNumber.max(quantity.times(FEE_RATE).decimalPlaces(HIVE_PRECISION, BigNumber.ROUND_HALF_UP), MIN_FEE);
    const txId = transactionId(random);
    rows.push(
      { id: txId, type: 'HIVE', recipient, memo: `withdrawal tx ${txId}`, quantity: fixed(quantity.minus(fee), HIVE_PRECISION) },
      { id: `${txId}-fee`, type: 'HIVE', recipient: SYSTEM_ACCOUNT.hiveEngine, memo: `fee tx ${txId}`, quantity: fixed(fee, HIVE_PRECISION) },
    );
  }
  return [seedTable('hivepegged', { name: 'withdrawals' }, rows)];
}
