import type { TestChain } from '../../chain/testing';
import { balanceOf } from '../tokens/test-fixtures';
import { createPegChain, withdrawals } from './test-fixtures';

const memo = { contractName: 'hivepegged', contractAction: 'buy', contractPayload: {} };

function deposit(chain: TestChain, amountHIVEHBD: string, recipient = 'honey-swap') {
  return chain.submit('alice', memo, { transfer: { recipient, amountHIVEHBD } }).transactions[0];
}

describe('hivepegged.buy', () => {
  it('credits SWAP.HIVE minus the 0.75 % fee from honey-swap and queues the fee', () => {
    const chain = createPegChain();
    const { transactionId: tx, logs } = deposit(chain, '10.000 HIVE');
    expect(logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transfer', data: { from: 'honey-swap', to: 'alice', symbol: 'SWAP.HIVE', quantity: '9.925' } },
      ],
    });
    expect(balanceOf(chain, 'alice', 'SWAP.HIVE')?.balance).toBe('29.92500000');
    expect(balanceOf(chain, 'honey-swap', 'SWAP.HIVE')?.balance).toBe('970.07500000');
    expect(withdrawals(chain)).toEqual([
      { id: `${tx}-fee`, type: 'HIVE', recipient: 'hive-engine', memo: `fee tx ${tx}`, quantity: '0.075' },
    ]);
  });

  it('credits nothing for 0.001 HIVE (all fee) but still queues the fee', () => {
    const chain = createPegChain();
    expect(deposit(chain, '0.001 HIVE').logs).toEqual({});
    expect(withdrawals(chain).map((row) => row.quantity)).toEqual(['0.001']);
  });
});

describe('hivepegged.buy refusals', () => {
  it('refuses HBD', () => {
    const chain = createPegChain();
    expect(deposit(chain, '5.000 HBD').logs).toEqual({ errors: ['only HIVE can be used'] });
    expect(withdrawals(chain)).toEqual([]);
  });

  it('is silent for a transfer to another account', () => {
    const chain = createPegChain();
    expect(deposit(chain, '5.000 HIVE', 'bob').logs).toEqual({});
    expect(balanceOf(chain, 'alice', 'SWAP.HIVE')?.balance).toBe('20.00000000');
  });
});
