import { balanceOf } from '../tokens/test-fixtures';
import { createPegChain, withdrawals } from './test-fixtures';

describe('hivepegged.withdraw', () => {
  it('moves the whole quantity to honey-swap and queues the payout and the fee', () => {
    const chain = createPegChain();
    const { transactionId: tx, logs } = chain.runAction('alice', 'hivepegged', 'withdraw', { quantity: '10' });
    expect(logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'honey-swap', symbol: 'SWAP.HIVE', quantity: '10' } },
      ],
    });
    expect(withdrawals(chain)).toEqual([
      { id: tx, type: 'HIVE', recipient: 'alice', memo: `withdrawal tx ${tx}`, quantity: '9.925' },
      { id: `${tx}-fee`, type: 'HIVE', recipient: 'hive-engine', memo: `fee tx ${tx}`, quantity: '0.075' },
    ]);
    expect(balanceOf(chain, 'alice', 'SWAP.HIVE')?.balance).toBe('10.00000000');
    expect(balanceOf(chain, 'honey-swap', 'SWAP.HIVE')?.balance).toBe('990.00000000');
  });

  it.each([
    ['1.5', '1.489', '0.011'],
    ['1', '0.992', '0.008'],
    ['0.002', '0.001', '0.001'],
  ])('withdrawing %s pays %s and a fee of %s (0.75 %%, HALF_UP, min 0.001)', (quantity, payout, fee) => {
    const chain = createPegChain();
    chain.runAction('alice', 'hivepegged', 'withdraw', { quantity });
    expect(withdrawals(chain).map((row) => row.quantity)).toEqual([payout, fee]);
  });

  it.each([
    ['alice', { quantity: '1' }, false, ['invalid params']],
    ['alice', { quantity: 1 }, true, ['invalid params']],
    ['alice', { quantity: '1.0001' }, true, ['invalid params']],
    ['alice', { quantity: '0.001' }, true, ['minimum withdrawal is 0.002']],
    ['bob', { quantity: '1' }, true, ['balance does not exist']],
    ['alice', { quantity: '20.001' }, true, ['overdrawn balance']],
  ])('%s: refuses %j (active %s) with %j and queues nothing', (sender, payload, active, errors) => {
    const chain = createPegChain();
    expect(chain.runAction(sender, 'hivepegged', 'withdraw', payload, { active }).logs).toEqual({ errors });
    expect(withdrawals(chain)).toEqual([]);
  });
});

describe('hivepegged.removeWithdrawal', () => {
  it('lets honey-swap clear a payout and ignores everyone else', () => {
    const chain = createPegChain();
    const { transactionId } = chain.runAction('alice', 'hivepegged', 'withdraw', { quantity: '10' });
    expect(chain.runAction('alice', 'hivepegged', 'removeWithdrawal', { id: transactionId }).logs).toEqual({});
    expect(withdrawals(chain)).toHaveLength(2);
    expect(chain.runAction('honey-swap', 'hivepegged', 'removeWithdrawal', { id: transactionId }).logs).toEqual({});
    expect(withdrawals(chain).map((row) => row.recipient)).toEqual(['hive-engine']);
  });
});
