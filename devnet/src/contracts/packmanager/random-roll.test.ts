import type { ContractApi } from '../../chain/contract-api';
import { rollPartition, transactionRandom } from './random-roll';

const apiFor = (transactionId: string) => ({ transactionId, refHiveBlockNumber: 7 }) as ContractApi;

describe('packmanager random rolls', () => {
  it('gives each transaction its own repeatable sequence in [0, 1)', () => {
    const take = (random: () => number) => Array.from({ length: 50 }, random);
    const first = take(transactionRandom(apiFor('tx-1')));
    expect(take(transactionRandom(apiFor('tx-1')))).toEqual(first);
    expect(take(transactionRandom(apiFor('tx-2')))).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('lands a roll in the slot of its cumulative weight', () => {
    const fixed = (value: number) => () => value;
    expect(rollPartition(fixed(0), [95, 100])).toBe(0);
    expect(rollPartition(fixed(0.94), [95, 100])).toBe(0);
    expect(rollPartition(fixed(0.95), [95, 100])).toBe(1);
    expect(rollPartition(fixed(0.999), [1, 2, 3])).toBe(2);
    expect(rollPartition(fixed(0.5), [7])).toBe(0);
  });

  it('follows the weights over many rolls', () => {
    const random = transactionRandom(apiFor('weights'));
    const counts = [0, 0];
    for (let roll = 0; roll < 10_000; roll += 1) counts[rollPartition(random, [30, 100])] += 1;
    expect(counts[0] / 10_000).toBeCloseTo(0.3, 1);
  });
});
