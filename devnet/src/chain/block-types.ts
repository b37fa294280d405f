/** Shapes of processed transactions and blocks, as stored and as served over RPC (reference §2.4). */

/** Parsed logs of one transaction; empty arrays are omitted (reference §1.3). */
export interface TransactionLogs {
  events?: { contract: string; event: string; data: Record<string, unknown> }[];
  errors?: string[];
}

/** A transaction inside a block. `payload` and `logs` are JSON STRINGS, as on the real node. */
export interface StoredTransaction {
  refHiveBlockNumber: number;
  transactionId: string;
  /** Account name; the string `"null"` for virtual (tick) transactions. */
  sender: string;
  contract: string;
  action: string;
  payload: string;
  executedCodeHash: string;
  hash: string;
  databaseHash: string;
  logs: string;
}

export interface Block {
  _id: number;
  blockNumber: number;
  refHiveBlockNumber: number;
  refHiveBlockId: string;
  prevRefHiveBlockId: string;
  previousHash: string;
  previousDatabaseHash: string;
  /** `YYYY-MM-DDTHH:mm:ss`, UTC, no zone. */
  timestamp: string;
  transactions: StoredTransaction[];
  virtualTransactions: StoredTransaction[];
  hash: string;
  databaseHash: string;
  merkleRoot: string;
  round: number | null;
  roundHash: string;
  witness: string;
  signingKey: string;
  roundSignature: string;
}

/** What a caller gets back for one sidechain transaction it submitted. */
export interface TransactionResult {
  transactionId: string;
  logs: TransactionLogs;
}

/** One processed transaction with its block context, parsed (history/info APIs derive rows from these). */
export interface ProcessedTransaction {
  blockNumber: number;
  refHiveBlockNumber: number;
  /** Block time `YYYY-MM-DDTHH:mm:ss` (UTC). */
  timestamp: string;
  transactionId: string;
  sender: string;
  contract: string;
  action: string;
  payload: Record<string, unknown>;
  logs: TransactionLogs;
  /** True for tick transactions (sender `"null"`), which are not indexed for getTransactionInfo. */
  virtual: boolean;
}

/** Result of feeding one Hive transaction to the sidechain. */
export interface SubmitResult {
  /** Sidechain block produced, or null when nothing was recorded (all actions dropped, no tick logs). */
  blockNumber: number | null;
  refHiveBlockNumber: number;
  transactions: TransactionResult[];
}
