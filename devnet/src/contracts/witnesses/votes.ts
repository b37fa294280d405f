import type { ContractApi } from '../../chain/contract-api';
import { BigNumber } from '../shared/chain-number';
import { approvals, approvalWeightOf, readParams, voters, witnesses, type ApprovalRow, type VoterRow } from './rows';
import { updateWitnessRank } from './witness-rank';

type Payload = Record<string, unknown>;

/** The votes only check the name's length (3–16), not the Hive account rules. */
function isWitnessName(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 3 && value.length <= 16;
}

/** The name check and the witness's existence, shared by approve and disapprove. */
function checkWitness(api: ContractApi, witness: unknown): witness is string {
  return (
    api.assert(isWitnessName(witness), 'invalid witness account') &&
    api.assert(witnesses(api).findOne({ account: witness }) !== null, 'witness does not exist')
  );
}

/** The sender's votes row, created (even when the vote is then refused) on a first vote. */
function voterRow(api: ContractApi): VoterRow {
  const existing = voters(api).findOne({ account: api.sender });
  if (existing) return existing;
  const row: VoterRow = { account: api.sender as string, approvals: 0, approvalWeight: { $numberDecimal: '0' }, lastApproveBlock: api.blockNumber };
  return voters(api).insert(row);
}

/**
 * `approve {witness}` (posting key is enough): adds the sender's current WORKERBEE weight to the
 * witness. Every vote restarts the sender's approval expiry (`lastApproveBlock`).
 */
export function approve(api: ContractApi, payload: Payload): void {
  const { witness } = payload;
  const { numberOfApprovalsPerAccount } = readParams(api);
  if (!checkWitness(api, witness)) return;
  const voter = voterRow(api);
  const valid =
    api.assert(voter.approvals < numberOfApprovalsPerAccount, `you can only approve ${numberOfApprovalsPerAccount} witnesses`) &&
    api.assert(approvals(api).findOne({ from: api.sender, to: witness }) === null, 'you already approved this witness');
  if (!valid) return;
  approvals(api).insert({ from: voter.account, to: witness });
  const approvalWeight = approvalWeightOf(api, voter.account);
  voter.approvals += 1;
  voter.approvalWeight = approvalWeight;
  voter.lastApproveBlock = api.blockNumber;
  voters(api).update(voter);
  updateWitnessRank(api, witness, approvalWeight);
  api.emit('witnessApprovalAdded', { account: voter.account, to: witness, approvalWeight });
}

/** `disapprove {witness}` (posting key is enough): takes the sender's current weight off the witness. */
export function disapprove(api: ContractApi, payload: Payload): void {
  const { witness } = payload;
  if (!checkWitness(api, witness)) return;
  const voter = voterRow(api);
  if (!api.assert(voter.approvals > 0, 'no approvals found')) return;
  const approval = approvals(api).findOne({ from: voter.account, to: witness });
  if (!api.assert(approval !== null, 'you have not approved this witness')) return;
  removeApproval(api, approval as ApprovalRow, voter);
}

/**
 * Deletes one approval and takes the voter's current weight off its witness. A vote (`voter`
 * given) also counts it on the voter's row and restarts the expiry; an expiry updates the row once
 * at the end.
 */
export function removeApproval(api: ContractApi, approval: ApprovalRow, voter?: VoterRow): void {
  approvals(api).remove(approval);
  const approvalWeight = approvalWeightOf(api, approval.from);
  if (voter) {
    voter.approvals -= 1;
    voter.approvalWeight = approvalWeight;
    voter.lastApproveBlock = api.blockNumber;
    voters(api).update(voter);
  }
  updateWitnessRank(api, approval.to, new BigNumber(approvalWeight).negated());
  api.emit('witnessApprovalRemoved', { account: approval.from, to: approval.to, approvalWeight });
}
