import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { DEV_ACCOUNTS } from '../accounts';
import { DAY_MS, HOUR_MS, toIsoString } from './clock';
import { HOSTILE_SAMPLES } from './hostile';
import type { Ledger } from './ledger';
import type { Random } from './random';
import { ChainNumber, decimal128, fixed, seedTable } from './rows';
import type { SeedContext } from './seed-context';

interface FundPlan {
  payToken: string;
  voteToken: string;
  voteThreshold: string;
  maxDays: string;
  maxAmountPerDay: string;
  proposalFee?: { method: 'burn' | 'issuer'; symbol: string; amount: string };
  active: boolean;
  proposals: number;
}

const FUNDS: FundPlan[] = [
  { payToken: 'HONEY', voteToken: 'HONEY', voteThreshold: '1000', maxDays: '365', maxAmountPerDay: '50000', proposalFee: { method: 'burn', symbol: 'BEE', amount: '10' }, active: true, proposals: 9 },
  { payToken: 'GAMER', voteToken: 'GAMER', voteThreshold: '5000', maxDays: '180', maxAmountPerDay: '20000', proposalFee: { method: 'issuer', symbol: 'GAMER', amount: '100' }, active: true, proposals: 5 },
  { payToken: 'ARCADE', voteToken: 'ARCADE', voteThreshold: '100000', maxDays: '730', maxAmountPerDay: '1000000', active: false, proposals: 2 },
];
const TITLES = [
  'Build a mobile wallet', 'Community meetups', 'Translate the docs', 'Marketing campaign', 'Bug bounty',
  'Hosting for the API node', 'Weekly curation', 'Artist grants', 'Tournament prizes',
];

/** Decentralized token funds with proposals weighted by their approvers' staked vote tokens. */
export function seedTokenFunds(context: SeedContext): SeedTable[] {
  const random = context.randomFor('tokenfunds');
  const funds: Row[] = [];
  const proposals: Row[] = [];
  const approvals: Row[] = [];
  const voterWeights = new Map<string, Map<string, string>>();
  for (const plan of FUNDS) {
    const fundId = `${plan.payToken}:${plan.voteToken}`;
    const creator = context.token(plan.payToken).issuer;
    const { proposalFee, proposals: proposalCount, ...fields } = plan;
    funds.push({ ...fields, ...(proposalFee && { proposalFee }), creator, lastTickTime: context.startMs - random.int(1, 23) * HOUR_MS, id: fundId });
    const voters = stakersOf(context.ledger, plan.voteToken);
    const precision = context.token(plan.voteToken).precision;
    for (let n = 0; n < proposalCount; n += 1) {
      const id = proposals.length + 1;
      const approvers = random.sample(voters, random.int(0, voters.length));
      let weight = new ChainNumber(0);
      for (const { account, weight: voterWeight } of approvers) {
        weight = weight.plus(voterWeight);
        approvals.push({ from: account, to: id, proposalPending: true });
        const weights = voterWeights.get(account) ?? new Map<string, string>();
        weights.set(plan.voteToken, fixed(voterWeight, precision));
        voterWeights.set(account, weights);
      }
      proposals.push(proposalRow(random, fundId, id, n, weight, precision, plan, context.startMs));
    }
  }
  const accounts = [...voterWeights].map(([account, weights]) => ({
    account,
    weights: [...weights].map(([symbol, weight]) => ({ symbol, weight })),
  }));
  return [
    seedTable('tokenfunds', { name: 'funds', indexes: ['id', 'lastTickTime'] }, funds),
    seedTable('tokenfunds', { name: 'proposals', indexes: ['fundId'], compoundIndexes: { byApprovalWeight: ['fundId', 'approvalWeight'] } }, proposals),
    seedTable('tokenfunds', { name: 'approvals', indexes: ['from', 'to'] }, approvals),
    seedTable('tokenfunds', { name: 'accounts', primaryKey: ['account'] }, accounts),
    seedTable('tokenfunds', { name: 'params' }, [{
      dtfCreationFee: '1000', dtfUpdateFee: '300', dtfTickHours: '24', maxDtfsPerBlock: 40, maxAccountApprovals: 50, processQueryLimit: 1000,
    }]),
  ];
}

function proposalRow(random: Random, fundId: string, id: number, n: number, weight: ChainNumber, precision: number, plan: FundPlan, startMs: number): Row {
  const start = startMs + (random.int(-60, 10) * DAY_MS);
  const creator = random.pick(DEV_ACCOUNTS);
  const permlink = `proposal-${id}`;
  // The last HONEY proposal's title carries hostile text (titles are free text on chain).
  const title = plan.payToken === 'HONEY' && n === plan.proposals - 1 ? HOSTILE_SAMPLES.scriptTag : TITLES[n % TITLES.length];
  const payout = n % 4 === 3
    ? { type: 'contract', name: 'distribution', contractPayload: { distId: 2 } }
    : { type: 'user', name: creator };
  return {
    _id: id,
    fundId,
    title,
    startDate: toIsoString(dayStart(start)),
    endDate: toIsoString(dayStart(start + random.int(7, 120) * DAY_MS)),
    amountPerDay: String(random.int(1, Math.max(1, Math.floor(Number(plan.maxAmountPerDay) / 4)))),
    authorPermlink: `@${creator}/${permlink}`,
    payout,
    creator,
    approvalWeight: decimal128(fixed(weight, precision)),
    active: n % 5 !== 4,
  };
}

function dayStart(ms: number): number {
  return ms - (ms % DAY_MS);
}

/** Accounts with staked (or delegated-in) vote tokens and their weight. */
function stakersOf(ledger: Ledger, symbol: string): { account: string; weight: ChainNumber }[] {
  return ledger
    .allHoldings()
    .filter((holding) => holding.symbol === symbol)
    .map((holding) => ({ account: holding.account, weight: holding.amounts.stake.plus(holding.amounts.delegationsIn) }))
    .filter(({ weight }) => weight.gt(0));
}
