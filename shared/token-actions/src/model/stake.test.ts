import type { Balance, PendingUnstake } from '@tdx/contracts';
import { chainAmount, stakeBreakdown } from './stake';

const balance = (fields: Partial<Balance> = {}): Balance => ({
  account: 'bob',
  symbol: 'BEE',
  balance: '10.00000000',
  stake: '100.00000000',
  pendingUnstake: '0',
  delegationsIn: '0',
  delegationsOut: '0',
  pendingUndelegations: '0',
  ...fields,
});

const unstake = (fields: Partial<PendingUnstake>): PendingUnstake => ({
  _id: 1,
  account: 'bob',
  symbol: 'BEE',
  quantity: '40.00000000',
  quantityLeft: '40.00000000',
  nextTransactionTimestamp: 0,
  numberTransactionsLeft: 4,
  millisecPerPeriod: 1,
  txID: 'tx',
  ...fields,
});

const BEE = { precision: 8, numberTransactions: 4 };

describe('stakeBreakdown', () => {
  it('locks the tranches after the one in flight', () => {
    // Unstaking 40 in 4 tranches: 10 already left the stake, 30 are still in it but locked.
    const result = stakeBreakdown(balance({ stake: '90', pendingUnstake: '40' }), BEE, [unstake({})]);
    expect(result.locked.toFixed()).toBe('30');
    expect(result.available.toFixed()).toBe('60');
    expect(result.pendingUnstake.toFixed()).toBe('40');
  });

  it('cuts the tranche to the token precision before subtracting', () => {
    const result = stakeBreakdown(balance({ stake: '10' }), { precision: 3, numberTransactions: 3 }, [
      unstake({ quantity: '1', quantityLeft: '1', numberTransactionsLeft: 3 }),
    ]);
    // tranche = 0.333 (cut), locked = 1 − 0.333
    expect(result.locked.toFixed()).toBe('0.667');
    expect(result.available.toFixed()).toBe('9.333');
  });

  it('locks nothing for the last tranche, other tokens or tokens without tranches', () => {
    expect(stakeBreakdown(balance(), BEE, [unstake({ numberTransactionsLeft: 1 })]).locked.toFixed()).toBe('0');
    expect(stakeBreakdown(balance(), BEE, [unstake({ symbol: 'HONEY' })]).locked.toFixed()).toBe('0');
    expect(stakeBreakdown(balance(), { precision: 8 }, [unstake({})]).available.toFixed()).toBe('100');
  });

  it('never reports more locked than staked', () => {
    const result = stakeBreakdown(balance({ stake: '5' }), BEE, [unstake({})]);
    expect(result.locked.toFixed()).toBe('5');
    expect(result.available.toFixed()).toBe('0');
  });
});

describe('chainAmount', () => {
  it('reads missing or broken fields as zero', () => {
    expect(chainAmount(undefined).toFixed()).toBe('0');
    expect(chainAmount('').toFixed()).toBe('0');
    expect(chainAmount('nope').toFixed()).toBe('0');
    expect(chainAmount('12.50000000').toFixed()).toBe('12.5');
  });
});
