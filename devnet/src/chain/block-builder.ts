import type { Block, StoredTransaction } from './block-types';
import { sha256Hex } from './hashing';
import type { HiveHead } from './hive-head';
import type { SidechainAction } from './ingest';
import type { LogCollector } from './logs';

const DEVNET_WITNESS = 'devnet';
const DEVNET_SIGNING_KEY = 'STM7devnetWitnessSigningKeyNotARealKey';

export function storedTransaction(
  refHiveBlockNumber: number,
  sender: string,
  action: SidechainAction,
  logs: LogCollector,
): StoredTransaction {
  const payload = JSON.stringify(action.payload);
  const serialisedLogs = JSON.stringify(logs.toLogs());
  const executedCodeHash = sha256Hex(`${action.contract}:${action.action}`);
  const hash = sha256Hex(`${refHiveBlockNumber}${action.transactionId}${sender}${action.contract}${action.action}${payload}`);
  return {
    refHiveBlockNumber,
    transactionId: action.transactionId,
    sender,
    contract: action.contract,
    action: action.action,
    payload,
    executedCodeHash,
    hash,
    databaseHash: sha256Hex(`${hash}${serialisedLogs}`),
    logs: serialisedLogs,
  };
}

/** Block hashes are content hashes of this devnet's own data: stable, unique, not the node's. */
export function buildBlock(
  previous: Block | undefined,
  head: HiveHead,
  timestamp: string,
  transactions: StoredTransaction[],
  virtualTransactions: StoredTransaction[],
): Block {
  const blockNumber = previous ? previous.blockNumber + 1 : 0;
  const previousHash = previous?.hash ?? '';
  const previousDatabaseHash = previous?.databaseHash ?? '';
  const all = [...transactions, ...virtualTransactions];
  const merkleRoot = sha256Hex(all.map((t) => t.hash).join(''));
  const databaseHash = sha256Hex(previousDatabaseHash + all.map((t) => t.databaseHash).join(''));
  return {
    _id: blockNumber,
    blockNumber,
    refHiveBlockNumber: head.number,
    refHiveBlockId: head.id,
    prevRefHiveBlockId: previous?.refHiveBlockId ?? '',
    previousHash,
    previousDatabaseHash,
    timestamp,
    transactions,
    virtualTransactions,
    hash: sha256Hex(`${previousHash}${blockNumber}${timestamp}${merkleRoot}${databaseHash}`),
    databaseHash,
    merkleRoot,
    round: null,
    roundHash: '',
    witness: DEVNET_WITNESS,
    signingKey: DEVNET_SIGNING_KEY,
    roundSignature: '',
  };
}
