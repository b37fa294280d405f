import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { DEV_ACCOUNTS } from '../accounts';
import { GENESIS_PARAMS, GOVERNANCE_TOKEN_PRECISION, GOVERNANCE_TOKEN_SYMBOL, WITNESSES_TABLES } from '../contracts/witnesses/constants';
import type { Ledger } from './ledger';
import type { Random } from './random';
import { ChainNumber, decimal128, fixed, seedTable } from './rows';
import type { SeedContext } from './seed-context';

// More witnesses than an account may approve, so an account can reach the limit.
const WITNESS_COUNT = 34;
const { numberOfApprovalsPerAccount: APPROVALS_PER_ACCOUNT, numberOfWitnessSlots: WITNESS_SLOTS } = GENESIS_PARAMS;
/** This dev account has approved as many witnesses as allowed: its next approval is refused. */
export const ACCOUNT_AT_APPROVAL_LIMIT = 'dave';
/** The seeded votes date from before the devnet's first block. */
const SEEDED_VOTE_BLOCK = 0;
/** Every other voter approves at most this many, so it can still approve more. */
const MAX_RANDOM_APPROVALS = 20;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Registered witnesses ranked by approval weight, where each weight is the sum of its voters'
 * staked (plus delegated-in) WORKERBEE, the voters' approvals and accounts, one round's schedule
 * and the contract params.
 */
export function seedWitnesses(context: SeedContext): SeedTable[] {
  const random = context.randomFor('witnesses');
  // bob runs a witness node, so a dev account can see its own witness row.
  const candidates = ['bob', ...random.sample(context.users, WITNESS_COUNT - 1)];
  const weights = new Map(candidates.map((account) => [account, new ChainNumber(0)]));
  const voters = [...DEV_ACCOUNTS, ...random.sample(context.users, Math.min(40, context.users.length))];
  const approvals: Row[] = [];
  const accounts: Row[] = [];
  for (const voter of new Set(voters)) {
    const weight = governanceWeight(context.ledger, voter);
    const count = voter === ACCOUNT_AT_APPROVAL_LIMIT ? APPROVALS_PER_ACCOUNT : random.int(1, MAX_RANDOM_APPROVALS);
    const chosen = random.sample(candidates, count);
    for (const witness of chosen) {
      approvals.push({ from: voter, to: witness });
      weights.set(witness, (weights.get(witness) ?? new ChainNumber(0)).plus(weight));
    }
    accounts.push({ account: voter, approvals: chosen.length, approvalWeight: fixed(weight, GOVERNANCE_TOKEN_PRECISION), lastApproveBlock: SEEDED_VOTE_BLOCK });
  }
  const witnesses = candidates.map((account, index) => witnessRow(random, account, weights.get(account) ?? new ChainNumber(0), index));
  const enabled = witnesses.filter((witness) => witness.enabled);
  const ranked = [...enabled].sort((a, b) => weightOf(b).comparedTo(weightOf(a)) ?? 0).slice(0, WITNESS_SLOTS);
  const schedules = ranked.map((witness, index) => ({ witness: witness.account, blockNumber: index + 1, round: 1 }));
  const total = witnesses.reduce((sum, witness) => sum.plus(weightOf(witness)), new ChainNumber(0));
  const totalEnabled = enabled.reduce((sum, witness) => sum.plus(weightOf(witness)), new ChainNumber(0));
  // `_id: 1` replaces the row the contract's genesis wrote.
  const params = {
    ...GENESIS_PARAMS,
    _id: 1,
    totalApprovalWeight: fixed(total, GOVERNANCE_TOKEN_PRECISION),
    totalEnabledApprovalWeight: fixed(totalEnabled, GOVERNANCE_TOKEN_PRECISION),
    numberOfApprovedWitnesses: witnesses.filter((witness) => weightOf(witness).gt(0)).length,
    lastVerifiedBlockNumber: 0,
    round: 1,
    lastBlockRound: WITNESS_SLOTS,
    currentWitness: schedules[schedules.length - 1]?.witness ?? null,
    blockNumberWitnessChange: 0,
    lastWitnesses: schedules.slice(-3).map((schedule) => schedule.witness),
  };
  const rowsByTable: Record<string, Row[]> = { witnesses, approvals, accounts, schedules, params: [params] };
  return WITNESSES_TABLES.map((spec) => seedTable('witnesses', spec, rowsByTable[spec.name]));
}

/** Staked plus delegated-in WORKERBEE: what an approval weighs. */
function governanceWeight(ledger: Ledger, account: string): ChainNumber {
  const holding = ledger.find(account, GOVERNANCE_TOKEN_SYMBOL);
  return holding ? holding.amounts.stake.plus(holding.amounts.delegationsIn) : new ChainNumber(0);
}

function witnessRow(random: Random, account: string, weight: ChainNumber, index: number): Row {
  const verifiedRounds = random.int(0, 50_000);
  const row: Row = {
    account,
    approvalWeight: decimal128(fixed(weight, GOVERNANCE_TOKEN_PRECISION)),
    signingKey: `STM${Array.from({ length: 50 }, () => random.pick([...BASE58])).join('')}`,
    RPCPort: 5000,
    P2PPort: 5001,
    // A couple of registered witnesses have switched their node off.
    enabled: index % 9 !== 8,
    missedRounds: random.int(0, 40),
    missedRoundsInARow: random.int(0, 2),
    verifiedRounds,
    lastRoundVerified: verifiedRounds > 0 ? random.int(1, 400_000) : null,
    lastBlockVerified: verifiedRounds > 0 ? random.int(1, 45_000_000) : null,
  };
  if (index % 2 === 0) row.domain = `${account}.witness.example`;
  else row.IP = `10.0.${index}.${random.int(2, 254)}`;
  return row;
}

function weightOf(witness: Row): ChainNumber {
  return new ChainNumber((witness.approvalWeight as { $numberDecimal: string }).$numberDecimal);
}
