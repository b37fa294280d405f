import type { ContractApi } from '../../chain/contract-api';
import { sha256Hex } from '../../chain/hashing';

/**
 * The node gives contracts `api.random()`, seeded per transaction from the Hive block ids and the
 * transaction id. The devnet has no such call, so each transaction gets a generator seeded the same
 * way from what it has: its id and Hive block number. Replaying a transaction rolls the same cards.
 */
export type RandomSource = () => number;

export function transactionRandom(api: ContractApi): RandomSource {
  const seed = `${api.refHiveBlockNumber}:${api.transactionId}`;
  let counter = 0;
  return () => {
    counter += 1;
    // 52 bits of a hash fill a double's mantissa exactly: a uniform value in [0, 1).
    return parseInt(sha256Hex(`${seed}:${counter}`).slice(0, 13), 16) / 2 ** 52;
  };
}

/** Index of the slot a roll in 1..last-weight lands in, for cumulative weights. */
export function rollPartition(random: RandomSource, partition: number[]): number {
  const roll = Math.floor(random() * partition[partition.length - 1]) + 1;
  const index = partition.findIndex((weight) => roll <= weight);
  return index === -1 ? partition.length - 1 : index;
}
