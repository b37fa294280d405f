import { cryptoUtils } from '@hiveio/dhive';
import type { Chain } from '../chain/chain';
import { toHiveTimestamp, type Clock } from '../chain/clock';
import { sidechainJsonOfMemo, type IngestOperation } from '../chain/ingest';
import { HiveRpcError } from './hive-error';
import type { HiveTransfer } from '../devnet';
import type { CondenserAccount, HiveBroadcastResult } from './hive-types';
import { HiveLedger } from './ledger';
import { acceptedOperations, asSignedTransaction, requiredAuthorities, type AcceptedOperation } from './operations';
import { verifySignedTransaction } from './verify';

const REMEMBERED_TRANSACTION_IDS = 10_000;

export interface HiveNodeDependencies {
  chain: Chain;
  ledger: () => HiveLedger;
  clock: Clock;
  sidechainId: string;
  hiveChainId: Buffer;
  /** Called after every accepted transaction or produced block (persistence). */
  onChange: () => void;
}

/** The Hive node stand-in: accounts, global properties, and verified broadcasts that drive the sidechain. */
export class HiveNode {
  private readonly transferListeners = new Set<(transfer: HiveTransfer) => void>();

  constructor(private readonly deps: HiveNodeDependencies) {}

  onTransfer(listener: (transfer: HiveTransfer) => void): () => void {
    this.transferListeners.add(listener);
    return () => this.transferListeners.delete(listener);
  }

  getAccounts(names: unknown): CondenserAccount[] {
    if (!Array.isArray(names)) throw new HiveRpcError('Invalid parameters: expected an array of account names', 'parse_error_exception', -32602);
    const ledger = this.deps.ledger();
    const all = ledger.names();
    return names
      .filter((name): name is string => typeof name === 'string')
      .map((name) => ledger.condenserAccount(name, all.indexOf(name), this.genesisMs()))
      .filter((account): account is CondenserAccount => account !== null);
  }

  dynamicGlobalProperties(): Record<string, unknown> {
    const head = this.deps.chain.hiveHead;
    return {
      id: 0,
      head_block_number: head.number,
      head_block_id: head.id,
      time: toHiveTimestamp(this.deps.clock.now()),
      current_witness: 'devnet',
      total_pow: 514415,
      num_pow_witnesses: 172,
      virtual_supply: '500000000.000 HIVE',
      current_supply: '450000000.000 HIVE',
      current_hbd_supply: '30000000.000 HBD',
      total_vesting_fund_hive: '180000000.000 HIVE',
      total_vesting_shares: '300000000000.000000 VESTS',
      hbd_interest_rate: 2000,
      maximum_block_size: 65536,
      current_aslot: head.number,
      last_irreversible_block_num: head.number,
    };
  }

  /** Verifies and applies a transaction; one Hive block per accepted transaction. */
  broadcast(untrusted: unknown): HiveBroadcastResult {
    const tx = asSignedTransaction(untrusted);
    const operations = acceptedOperations(tx);
    const ledger = this.deps.ledger();
    verifySignedTransaction(tx, requiredAuthorities(operations), {
      chainId: this.deps.hiveChainId,
      nowMs: this.deps.clock.now(),
      authorityOf: (account, role) => ledger.authority(account, role),
    });
    const txId = cryptoUtils.generateTrxId(tx);
    if (ledger.state.transactionIds.includes(txId)) throw new HiveRpcError('Duplicate transaction check failed', 'duplicate_transaction');
    this.checkTransfers(operations);

    for (const op of operations) if (op.kind === 'transfer') ledger.transfer(op.from, op.to, op.amount);
    const result = this.deps.chain.processHiveBlock(this.sidechainOperations(operations, txId));
    ledger.state.transactionIds = [...ledger.state.transactionIds, txId].slice(-REMEMBERED_TRANSACTION_IDS);
    this.deps.onChange();
    for (const op of operations) {
      if (op.kind === 'transfer') for (const listener of this.transferListeners) listener({ from: op.from, to: op.to, amount: op.amount, memo: op.memo, txId });
    }
    return { id: txId, tx_id: txId, block_num: result.refHiveBlockNumber, trx_num: 0, expired: false };
  }

  /** All transfers of the transaction must be fundable together before any is applied. */
  private checkTransfers(operations: AcceptedOperation[]): void {
    const scratch = new HiveLedger(structuredClone(this.deps.ledger().state));
    for (const op of operations) if (op.kind === 'transfer') scratch.transfer(op.from, op.to, op.amount);
  }

  private sidechainOperations(operations: AcceptedOperation[], hiveTxId: string): IngestOperation[] {
    const opIndexOf = (index: number) => (operations.length > 1 ? index : undefined);
    return operations.flatMap((op, index): IngestOperation[] => {
      if (op.kind === 'custom_json') {
        if (op.id !== this.deps.sidechainId) return [];
        const isActive = op.requiredAuths.length > 0;
        const sender = isActive ? op.requiredAuths[0] : op.requiredPostingAuths[0];
        return [{ sender, isSignedWithActiveKey: isActive, json: op.json, hiveTxId, opIndex: opIndexOf(index) }];
      }
      const json = sidechainJsonOfMemo(op.memo, this.deps.sidechainId);
      if (json === undefined) return [];
      return [{ sender: op.from, isSignedWithActiveKey: true, json, hiveTxId, opIndex: opIndexOf(index), transfer: { recipient: op.to, amountHIVEHBD: op.amount } }];
    });
  }

  private genesisMs(): number {
    return Date.parse(`${this.deps.chain.getBlock(0)?.timestamp ?? '2020-01-01T00:00:00'}Z`);
  }
}
