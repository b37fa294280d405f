import { sha256Hex } from './hashing';

/** The head of the (simulated) Hive chain the sidechain follows. */
export interface HiveHead {
  number: number;
  /** 40 hex chars; the first 8 are the block number, as on Hive (dhive derives ref_block_* from it). */
  id: string;
  timestampMs: number;
}

export const FIRST_HIVE_BLOCK = 90_000_000;

export function hiveBlockId(number: number, previousId: string, timestampMs: number): string {
  const prefix = number.toString(16).padStart(8, '0');
  return prefix + sha256Hex(`${previousId}:${number}:${timestampMs}`).slice(0, 32);
}

export function genesisHiveHead(timestampMs: number): HiveHead {
  const number = FIRST_HIVE_BLOCK - 1;
  return { number, id: hiveBlockId(number, '', timestampMs), timestampMs };
}

export function nextHiveHead(head: HiveHead, timestampMs: number): HiveHead {
  const number = head.number + 1;
  return { number, id: hiveBlockId(number, head.id, timestampMs), timestampMs: Math.max(timestampMs, head.timestampMs) };
}
