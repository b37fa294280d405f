import { isRecord } from './is-record';

/** How the node's Streamer turns one Hive operation into sidechain actions (reference §1.1). */

export interface SidechainAction {
  transactionId: string;
  contract: string;
  action: string;
  /** Payload as recorded, with the node-set fields applied. */
  payload: Record<string, unknown>;
}

export interface IngestOperation {
  sender: string;
  isSignedWithActiveKey: boolean;
  /** custom_json `json` (string or already parsed), or the `json` of a transfer memo. */
  json: unknown;
  hiveTxId: string;
  /** Set only when the Hive transaction has more than one operation. */
  opIndex?: number;
  /** Present for a transfer memo: injected as `recipient` and `amountHIVEHBD`. */
  transfer?: { recipient: string; amountHIVEHBD: string };
}

function parseJson(json: unknown): unknown {
  if (typeof json !== 'string') return json;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** Invalid actions are dropped silently; array positions still number the ids. */
export function actionsOf(operation: IngestOperation): SidechainAction[] {
  const parsed = parseJson(operation.json);
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (operation.transfer && list.length > 1) return [];
  const base = operation.opIndex === undefined ? operation.hiveTxId : `${operation.hiveTxId}-${operation.opIndex}`;
  const actions: SidechainAction[] = [];
  list.forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const { contractName, contractAction, contractPayload } = entry;
    if (typeof contractName !== 'string' || contractName === '') return;
    if (typeof contractAction !== 'string' || contractAction === '') return;
    if (!isRecord(contractPayload)) return;
    actions.push({
      transactionId: list.length > 1 ? `${base}-${index}` : base,
      contract: contractName,
      action: contractAction,
      payload: nodePayload(contractPayload, operation),
    });
  });
  return actions;
}

function nodePayload(payload: Record<string, unknown>, operation: IngestOperation): Record<string, unknown> {
  const { recipient: _r, amountHIVEHBD: _a, callingContractInfo: _c, ...rest } = payload;
  return {
    ...rest,
    ...(operation.transfer ?? {}),
    isSignedWithActiveKey: operation.isSignedWithActiveKey,
  };
}

/** A transfer memo carrying sidechain JSON: `{"id":"ssc-mainnet-hive","json":{…}}`; else undefined. */
export function sidechainJsonOfMemo(memo: string, sidechainId: string): unknown {
  const parsed = parseJson(memo);
  if (!isRecord(parsed) || parsed.id !== sidechainId) return undefined;
  return parsed.json;
}
